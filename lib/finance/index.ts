export * from "./assumptions";
export * from "./format";
export * from "./model";
export * from "./checks";
export * from "./figures";
