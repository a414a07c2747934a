"""Deployment checks of the event pages (manage.py check --deploy)."""

from __future__ import annotations

from typing import Any

from django.core.checks import CheckMessage, Tags, Warning, register


@register(Tags.compatibility, deploy=True)
def check_sheet_font(app_configs: Any, **kwargs: Any) -> list[CheckMessage]:
    """Warn when registration sheets cannot embed a Japanese font (they print with whatever the reader has)."""
    from zxdecks.events.sheets import FONT_FILES, font_file  # reportlab only when the checks run

    if font_file() is not None:
        return []
    return [
        Warning(
            "No Japanese TrueType font is installed: registration sheets do not embed their font.",
            hint=f"Install fonts-ipaexfont-gothic (make system-deps); looked for {', '.join(FONT_FILES)}.",
            id="zxdecks.W101",
        )
    ]
