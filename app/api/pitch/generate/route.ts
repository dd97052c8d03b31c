import { postPitchGenerate } from "@/lib/routes/pitch";

export const POST = postPitchGenerate;
