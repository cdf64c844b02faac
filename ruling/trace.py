"""Trace steps and "decided by".

Each step records what happened, the clause ids of the rule applied, and ``caused_by``: the
earlier steps whose state changes made it happen. Steps only ever point backwards, so the
steps form a DAG. **Decided by** is the clauses on the outcome steps and their causal ancestors,
in step order, each clause once — not every clause the engine touched.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ruling.procedures import expand


@dataclass(frozen=True)
class Step:
    """One step of a ruling's trace: what happened, the clauses applied, what it follows from."""

    index: int
    event: str  # kind of step: action / move / rule / choice / check_timing / outcome / …
    ja: str
    en: str
    clauses: tuple[str, ...] = ()
    caused_by: tuple[int, ...] = ()
    player: str | None = None
    data: dict[str, Any] = field(default_factory=dict, compare=False)
    # an ambiguity or gap in the rules text this step rests on: (ja, en), or one string for both
    # (ja, en), or (ja, en, clauses): a note on the rules text that names more clauses than
    # the step's own (the competing clauses of an unsettled point); (ja, en, clauses, "stated"):
    # how a misprint the text settles is read (``unsettled.stated``), no ambiguity
    note: str | tuple[str, ...] | tuple[str, str, tuple[str, ...]] | None = None
    # what happened, typed (``ruling.events``): (kind, subject, detail) — a card moved to a
    # zone, an ability triggered, a player took damage … — for ``expect.order``/``triggered``
    events: tuple[tuple[str, str, str], ...] = ()

    def text(self, lang: str = "ja") -> str:
        return self.ja if lang == "ja" else self.en

    def note_text(self, lang: str = "ja") -> str:
        if self.note is None:
            return ""
        if isinstance(self.note, tuple):
            return str(self.note[0] if lang == "ja" else self.note[1])
        return self.note

    def note_is_stated(self) -> bool:
        """Whether the note states how a misprint the text settles is read
        (``unsettled.stated``), not an unsettled point."""
        return isinstance(self.note, tuple) and len(self.note) > 3 and self.note[3] == "stated"

    def note_clauses(self) -> tuple[str, ...]:
        """The clauses the note names: the step's own, and those the note adds (a stated
        reading: its own alone — the misprinted clause and those that settle it)."""
        more = self.note[2] if isinstance(self.note, tuple) and len(self.note) > 2 else ()
        if self.note_is_stated():
            return tuple(more)  # type: ignore[arg-type]
        return tuple(dict.fromkeys((*self.clauses, *more)))  # type: ignore[misc]

    def as_dict(self, lang: str = "ja") -> dict[str, Any]:
        out: dict[str, Any] = {
            "step": self.index,
            "event": self.event,
            "text": self.text(lang),
            "clauses": list(self.clauses),
            "caused_by": list(self.caused_by),
        }
        if self.player:
            out["player"] = self.player
        if self.note:
            out["note"] = self.note_text(lang)
        if self.events:
            out["events"] = [":".join(x for x in e if x) for e in self.events]
        return out


class Trace:
    """An append-only list of steps. ``procedures``: clause -> the procedure clause it is a step
    of (``ruling.procedures``); a step citing a step of a procedure cites the procedure too."""

    def __init__(self, procedures: Mapping[str, str] | None = None) -> None:
        self.steps: list[Step] = []
        self.procedures: Mapping[str, str] = procedures or {}

    def __len__(self) -> int:
        return len(self.steps)

    def __getitem__(self, i: int) -> Step:
        return self.steps[i]

    def add(
        self,
        event: str,
        ja: str,
        en: str,
        clauses: Iterable[str] = (),
        caused_by: Iterable[int | None] = (),
        player: str | None = None,
        data: dict[str, Any] | None = None,
        note: str | tuple[str, ...] | tuple[str, str, tuple[str, ...]] | None = None,
        events: Iterable[tuple[str, str, str]] = (),
    ) -> int:
        index = len(self.steps)
        causes = tuple(sorted({c for c in caused_by if c is not None and 0 <= c < index}))
        self.steps.append(
            Step(
                index=index,
                event=event,
                ja=ja,
                en=en,
                clauses=expand(self.procedures, tuple(clauses))
                if self.procedures
                else tuple(dict.fromkeys(clauses)),
                caused_by=causes,
                player=player,
                data=dict(data or {}),
                note=note,
                events=tuple(events),
            )
        )
        return index

    def ancestors(self, targets: Iterable[int]) -> list[int]:
        """The target steps and every step they (transitively) were caused by, in order.
        Remembered per targets and trace length (the trace is append-only and a step's causes
        never change, so the answer for a length holds for good): a ruling's "why" asks it of
        the same targets once per clause."""
        wanted = tuple(t for t in targets if 0 <= t < len(self.steps))
        memo: dict[tuple[tuple[int, ...], int], tuple[int, ...]] = self.__dict__.setdefault(
            "_ancestors", {}
        )
        key = (wanted, len(self.steps))
        hit = memo.get(key)
        if hit is None:
            seen: set[int] = set()
            stack = list(wanted)
            while stack:
                i = stack.pop()
                if i in seen:
                    continue
                seen.add(i)
                stack.extend(self.steps[i].caused_by)
            hit = memo[key] = tuple(sorted(seen))
        return list(hit)

    def decided_by(self, targets: Iterable[int]) -> list[str]:
        """Clauses on the target steps and their causal ancestors: in step order, each once."""
        out: dict[str, None] = {}
        for i in self.ancestors(targets):
            for c in self.steps[i].clauses:
                out.setdefault(c, None)
        return list(out)

    def why(self, clause: str, targets: Iterable[int]) -> list[int]:
        """The steps on the causal chain that cite ``clause`` (for the ruling's 'why')."""
        return [i for i in self.ancestors(targets) if clause in self.steps[i].clauses]

    def notes(self, targets: Iterable[int] | None = None) -> list[Step]:
        idx = self.ancestors(targets) if targets is not None else range(len(self.steps))
        return [self.steps[i] for i in idx if self.steps[i].note]

    def render(self, lang: str = "ja") -> str:
        lines = []
        for s in self.steps:
            cl = f" [{', '.join(s.clauses)}]" if s.clauses else ""
            by = f" <- {', '.join(map(str, s.caused_by))}" if s.caused_by else ""
            lines.append(f"{s.index:3d}. {s.text(lang)}{cl}{by}")
        return "\n".join(lines)
