// The transfers module's schemas and rules (docs/modules/transfers.md).
export {};
