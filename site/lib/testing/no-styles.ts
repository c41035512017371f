// Stands in for a style sheet imported by a browser module, in the unit tests (jest.config.ts).
export {};
