"""Chart geometry for SVG drawn in templates: coordinates computed here, no script and no inline style."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

WIDTH, HEIGHT = 640, 220
LEFT, RIGHT, TOP, BOTTOM = 48, 12, 12, 36


@dataclass(frozen=True)
class Series:
    label: str
    values: list[float]
    color: str


def _ticks(top: float, percent: bool) -> list[dict[str, Any]]:
    plot = HEIGHT - TOP - BOTTOM
    out = []
    for i in range(5):
        value = top * i / 4
        text = f"{value * 100:.0f}%" if percent else f"{value:,.0f}"
        out.append({"y": round(HEIGHT - BOTTOM - plot * i / 4, 1), "text": text})
    return out


def month_chart(months: list[str], series: list[Series], percent: bool) -> dict[str, Any]:
    """A line per series over the months (a dot where there is one month only), with axis ticks and month labels."""
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM
    top = max([v for s in series for v in s.values] + [0])
    top = (min(1.0, top * 1.1) if percent else top * 1.1) or 1.0
    step = plot_w / max(1, len(months) - 1)

    def x(i: int) -> float:
        return round(LEFT + (step * i if len(months) > 1 else plot_w / 2), 1)

    def y(v: float) -> float:
        return round(HEIGHT - BOTTOM - plot_h * v / top, 1)

    every = max(1, len(months) // 8)  # at most about eight month labels
    return {
        "width": WIDTH,
        "height": HEIGHT,
        "left": LEFT,
        "right": WIDTH - RIGHT,
        "bottom": HEIGHT - BOTTOM,
        "ticks": _ticks(top, percent),
        "labels": [{"x": x(i), "text": m} for i, m in enumerate(months) if i % every == 0],
        "label_y": HEIGHT - BOTTOM + 16,
        "lines": [
            {
                "label": s.label,
                "color": s.color,
                "points": " ".join(f"{x(i)},{y(v)}" for i, v in enumerate(s.values)),
                "dots": [{"x": x(i), "y": y(v), "value": v} for i, v in enumerate(s.values)],
            }
            for s in series
        ],
    }


def bar_chart(items: list[tuple[str, float]], color: str) -> dict[str, Any]:
    """Horizontal bars of shares (0..1), one per labelled item, longest first as given."""
    row, label_w = 22, 220
    width = WIDTH
    plot_w = width - label_w - 60
    top = max([v for _label, v in items] + [0]) or 1.0
    bars = [
        {
            "label": label,
            "y": i * row,
            "text_y": i * row + 15,
            "width": round(plot_w * value / top, 1),
            "value_x": round(label_w + plot_w * value / top + 6, 1),
            "text": f"{value * 100:.1f}%",
        }
        for i, (label, value) in enumerate(items)
    ]
    return {"width": width, "height": max(row, row * len(items)), "label_w": label_w, "bars": bars, "color": color}
