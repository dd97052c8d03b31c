import "server-only";

/** Generation endpoints' shared flow: rules from the registry, context, limits, streaming. */
export { contextFromProject, loadOwnedProject } from "./context";
export { respondWithGeneration } from "./respond";
export { GENERATIONS, type Generation } from "./rules";
