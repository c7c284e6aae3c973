// The education module's schemas and rules (docs/modules/education.md).
export {};
