"use client";

/** Errors inside LaunchForge's pages keep the header and footer around the message. */
export { default } from "../error";
