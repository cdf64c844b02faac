"""The KB's user-facing error: a sentence in English and Japanese, never an exception name."""

from __future__ import annotations

from typing import Any


class KBError(Exception):
    """A user-facing error: bad game, version, clause id, input file or KB path.

    str(e) is English; e.text("ja") gives the Japanese message when one was provided.
    """

    def __init__(self, message: str, ja: str | None = None, **extra: Any):
        super().__init__(message)
        self.ja = ja
        self.extra = extra  # machine-readable details for --json (e.g. nearest ids)

    def text(self, lang: str) -> str:
        return self.ja if lang == "ja" and self.ja else str(self)
