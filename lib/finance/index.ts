export * from "./assumptions";
export * from "./format";
export * from "./model";
