// word-list is ESM that finds its file through import.meta.url, which jest's CommonJS transform cannot
// compile; this gives the same path (the package's own words.txt) the package would.
import path from "node:path";

export default path.join(process.cwd(), "node_modules", "word-list", "words.txt");
