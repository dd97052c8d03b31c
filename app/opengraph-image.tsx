import { ImageResponse } from "next/og";

export const alt = "LaunchForge: Stop Doodling, Start Doing";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

/** The image shown when a LaunchForge link is shared (rendered at build time, no network). */
export default function OpengraphImage() {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 72,
        background: "linear-gradient(135deg, #3730A3 0%, #1E1B4B 100%)",
        color: "white",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 18, fontSize: 36, fontWeight: 700 }}>
        <div style={{ width: 64, height: 64, borderRadius: 16, background: "#F97316" }} />
        LaunchForge
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 18 }}>
        <div style={{ fontSize: 84, fontWeight: 800, lineHeight: 1.05 }}>Stop Doodling, Start Doing</div>
        <div style={{ fontSize: 34, opacity: 0.85 }}>
          From a raw idea to a launch package in under 2 hours
        </div>
      </div>
    </div>,
    size,
  );
}
