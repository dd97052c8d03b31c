import { useId } from "react";

import { niceTicks } from "./ticks";

export interface Series {
  name: string;
  values: number[];
  /** A CSS colour (theme variables work: "var(--color-primary)"). */
  color: string;
  /** Bars instead of a line. */
  bars?: boolean;
}

/**
 * A small dependency-free SVG chart: lines and bars over a shared x axis, a zero line, y ticks, an
 * optional vertical marker (break-even), and a legend. It is an image with a text summary; the numbers
 * themselves are in the table the caller shows beside it.
 */
export function LineChart({
  title,
  summary,
  labels,
  series,
  format,
  marker,
  height = 220,
  width = 640,
}: {
  title: string;
  /** What the chart shows, in words (its accessible name and description). */
  summary: string;
  /** One label per point: "M1"… or dates. Every nth is drawn. */
  labels: string[];
  series: Series[];
  format: (value: number) => string;
  marker?: { index: number; label: string } | null;
  height?: number;
  /** Drawing width; text is drawn at 11 units, so a chart shown narrow wants a smaller width. */
  width?: number;
}) {
  const id = useId();
  const pad = { top: 12, right: 12, bottom: 26, left: 64 };
  const all = series.flatMap((s) => s.values).filter(Number.isFinite);
  const ticks = niceTicks(Math.min(0, ...all), Math.max(0, ...all), 5);
  const [lo, hi] = [ticks[0], ticks[ticks.length - 1]];
  const n = Math.max(1, labels.length);
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const x = (i: number) => pad.left + (n === 1 ? plotW / 2 : (i / (n - 1)) * plotW);
  const y = (v: number) => pad.top + (hi === lo ? plotH / 2 : ((hi - v) / (hi - lo)) * plotH);
  // About one label per 48 units of width; the last point is always labelled, so skip one crowding it.
  const every = Math.max(1, Math.ceil(n / Math.max(2, Math.floor(plotW / 48))));
  const labelled = (i: number) => i === n - 1 || (i % every === 0 && n - 1 - i >= every / 2);
  const barW = Math.max(2, (plotW / n) * 0.6);

  return (
    <figure className="flex flex-col gap-2">
      <figcaption id={`${id}-title`} className="text-sm font-medium">
        {title}
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full overflow-visible"
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
      >
        <desc id={`${id}-desc`}>{summary}</desc>
        {ticks.map((t) => (
          <g key={t}>
            <line
              x1={pad.left}
              x2={width - pad.right}
              y1={y(t)}
              y2={y(t)}
              stroke="currentColor"
              strokeOpacity={t === 0 ? 0.45 : 0.12}
            />
            <text
              x={pad.left - 8}
              y={y(t)}
              dy="0.32em"
              textAnchor="end"
              className="fill-muted-foreground text-[11px]"
            >
              {format(t)}
            </text>
          </g>
        ))}
        {labels.map((label, i) =>
          labelled(i) ? (
            <text
              key={label + i}
              x={x(i)}
              y={height - 6}
              textAnchor="middle"
              className="fill-muted-foreground text-[11px]"
            >
              {label}
            </text>
          ) : null,
        )}
        {marker && marker.index >= 0 && marker.index < n && (
          <g>
            <line
              x1={x(marker.index)}
              x2={x(marker.index)}
              y1={pad.top}
              y2={pad.top + plotH}
              stroke="currentColor"
              strokeDasharray="4 4"
              strokeOpacity={0.6}
            />
            <text
              x={x(marker.index) + 4}
              y={pad.top + 10}
              className="fill-foreground text-[11px] font-medium"
            >
              {marker.label}
            </text>
          </g>
        )}
        {series.map((s) =>
          s.bars ? (
            <g key={s.name} fill={s.color}>
              {s.values.map((v, i) => (
                <rect
                  key={i}
                  x={x(i) - barW / 2}
                  width={barW}
                  y={Math.min(y(v), y(0))}
                  height={Math.abs(y(v) - y(0))}
                  rx={1}
                />
              ))}
            </g>
          ) : (
            <polyline
              key={s.name}
              fill="none"
              stroke={s.color}
              strokeWidth={2.25}
              strokeLinejoin="round"
              points={s.values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" ")}
            />
          ),
        )}
      </svg>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-hidden>
        {series.map((s) => (
          <li key={s.name} className="flex items-center gap-1.5">
            <span className="inline-block size-2.5 rounded-sm" style={{ backgroundColor: s.color }} />
            {s.name}
          </li>
        ))}
      </ul>
    </figure>
  );
}
