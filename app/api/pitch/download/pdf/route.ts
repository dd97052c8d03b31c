import { postPitchPdf } from "@/lib/routes/pdf-downloads";

export const POST = postPitchPdf;
