// The cards module's schemas and rules (docs/modules/cards.md).
export {};
