/** Same as /api/pitch/generate; the old client calls this one when plan or analysis data exists. */
import { postPitchGenerate } from "@/lib/routes/pitch";

export const POST = postPitchGenerate;
