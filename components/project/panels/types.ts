import type { DeepPartial } from "ai";

/** What every panel receives: the step's data (partial while it streams) and a save function. */
export interface PanelProps<T> {
  data: DeepPartial<T> | null | undefined;
  /** Saves the whole step object (validated by the server); resolves false when it was rejected. */
  save: (next: T) => Promise<boolean>;
}
