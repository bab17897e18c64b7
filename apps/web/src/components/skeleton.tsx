import type { CSSProperties } from "react";

interface SkeletonProps {
  width?: CSSProperties["width"];
  height?: CSSProperties["height"];
  round?: boolean;
}

/** A grey placeholder block that shimmers while content loads. */
export function Skeleton({ width = "100%", height = "1rem", round = false }: SkeletonProps) {
  return (
    <span
      className={round ? "skeleton skeleton--round" : "skeleton"}
      style={{ width, height }}
      aria-hidden="true"
    />
  );
}
