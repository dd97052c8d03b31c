import { postPrototypePdf } from "@/lib/routes/pdf-downloads";

export const POST = postPrototypePdf;
