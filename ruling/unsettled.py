"""Points the rules text does not settle, as data (``ruling/games/<game>.unsettled.yaml``).

Each game's rules document was audited chapter by chapter where rulings are decided (loss and
draw, rule processes, attack and battle steps, damage, costs, timing and resolution, zone
changes, replacement) for the points its text leaves open: two clauses that contradict each
other, a sentence that admits two readings, a clause cut off or misprinted, or a gap (a case no
clause covers). Each entry names its clauses (the one in doubt first, then the competing ones),
quotes the words that make it open (checked byte-exact against the KB by the tests), states the
question and the readings (the engine's own first), and says how the engine raises it:

- ``raise: hook`` — an engine rule yields :func:`flag` (a warning) or :func:`choose` (a reading
  choice point: both readings are run, the outcome under each is given; one replay reads a point
  one way, so a point raised again there takes the reading taken before, ``Engine._choose``) at
  the step that rests on the point, only in the configuration the text leaves open; a settled neighbour is not
  flagged (or a step carries :func:`note`, shown only where the ruling rests on that step; or
  ``at:`` names a point of the shared machinery, ruling/core.py, that raises it for every game
  whose audit names it);
- ``raise: cited`` — the doubt is in the printed clause itself (a sentence cut off or rejoined
  from elsewhere): every ruling that the clause decides says so (``render.warnings_data``);
- ``raise: none`` — recorded by the audit; no engine rule reaches the point yet.

The warning is of kind ``ambiguity`` and names the competing clauses, so ``expect.ambiguous``
checks it.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

from kb.codecache import yaml_data
from ruling.rules import Choose, Option, Warn

DATA = Path(__file__).resolve().parent / "games"
# the C loader where PyYAML has it (the same safe constructors, ~8x faster on these files)
_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
KINDS = ("contradiction", "two_readings", "cut_off", "gap")
CHAPTERS = (
    "loss",
    "rule_process",
    "combat",
    "damage",
    "cost",
    "timing",
    "zone",
    "replacement",
    "values",
    "card_text",
)
RAISES = ("hook", "cited", "none")


@dataclass(frozen=True)
class Reading:
    """One reading of a point the rules text does not settle."""

    key: str
    ja: str
    en: str


@dataclass(frozen=True)
class Entry:
    """A point the rules text does not settle: the clauses in doubt, quoted, and its readings."""

    game: str
    id: str
    kind: str
    chapter: str
    clauses: tuple[str, ...]
    quotes: tuple[tuple[str, str], ...]  # (clause id, the words quoted)
    question_ja: str
    question_en: str
    readings: tuple[Reading, ...]
    raise_: str
    site: str = ""  # a rule written before the audit that raises it with its own words
    # a point of the shared machinery (ruling/core.py) that raises it for every game whose audit
    # names it (e.g. ``replacement_chooser``): the same wording in several rules documents
    at: str = ""

    @property
    def ref(self) -> str:
        return f"{self.game}.{self.id}"

    def text(self, lang: str) -> str:
        """The warning's sentence: the question, the readings (the engine's first), the
        clauses."""
        rs = " / ".join(r.ja if lang == "ja" else r.en for r in self.readings)
        cl = ("、" if lang == "ja" else ", ").join(self.clauses)
        if lang == "ja":
            return (
                f"{self.question_ja}: 条文からは読みが一つに定まりません（{rs}; {cl}）"
                f"。この判断は最初の読みによります"
            )
        return (
            f"{self.question_en}: the rules text does not settle it ({rs}; {cl}); "
            "this ruling follows the first reading"
        )


class UnsettledDataError(ValueError):
    pass


def _entry(game: str, raw: dict[str, Any]) -> Entry:
    try:
        e = Entry(
            game=game,
            id=str(raw["id"]),
            kind=str(raw["kind"]),
            chapter=str(raw["chapter"]),
            clauses=tuple(str(c) for c in raw["clauses"]),
            quotes=tuple((str(q["clause"]), str(q["text"])) for q in raw["quotes"]),
            question_ja=str(raw["question"]["ja"]),
            question_en=str(raw["question"]["en"]),
            readings=tuple(
                Reading(str(r["key"]), str(r["ja"]), str(r["en"])) for r in raw["readings"]
            ),
            raise_=str(raw["raise"]),
            site=str(raw.get("site") or ""),
            at=str(raw.get("at") or ""),
        )
    except (KeyError, TypeError) as exc:
        raise UnsettledDataError(f"{game}: entry {raw.get('id')!r}: missing {exc}") from exc
    # a flow mapping's plain scalar ends at ", ": a reading or quote cut there leaves a stray key
    # (「{key: a, en: x, y}」 reads en as "x" and a key "y"): refused, not shown half
    for part, keys in (("readings", {"key", "ja", "en"}), ("quotes", {"clause", "text"})):
        for item in raw.get(part) or ():
            if isinstance(item, dict) and set(item) - keys:
                raise UnsettledDataError(
                    f"{game}.{e.id}: {part} entry with stray keys {sorted(set(item) - keys)}"
                    " (quote a text holding ', ')"
                )
    if e.kind not in KINDS or e.chapter not in CHAPTERS or e.raise_ not in RAISES:
        raise UnsettledDataError(f"{game}.{e.id}: kind, chapter or raise not one of the known")
    if len(e.readings) < 2 or len(e.clauses) < 1 or not e.quotes:
        raise UnsettledDataError(f"{game}.{e.id}: needs two readings, a clause and a quote")
    return e


@lru_cache(maxsize=8)
def entries(game: str) -> dict[str, Entry]:
    """The audit of ``game``'s rules document, by entry id (empty when it has none)."""
    path = DATA / f"{game}.unsettled.yaml"
    if not path.exists():
        return {}
    raw = yaml_data(path) or []  # yaml.load, kept between processes (kb.codecache)
    out: dict[str, Entry] = {}
    for item in raw:
        e = _entry(game, item)
        if e.id in out:
            raise UnsettledDataError(f"{game}.{e.id}: the id is used twice")
        out[e.id] = e
    return out


def at(game: str, point: str) -> Entry | None:
    """The entry of ``game``'s audit raised at the shared machinery's ``point``, if any."""
    return next((e for e in entries(game).values() if e.at == point), None)


def entry(game: str, eid: str) -> Entry:
    try:
        return entries(game)[eid]
    except KeyError:
        raise UnsettledDataError(f"{game}.{eid}: no such entry in {game}.unsettled.yaml") from None


def flag(
    game: str, eid: str, outcome: tuple[str, str] | None = None, more: tuple[str, ...] = ()
) -> Warn:
    """The ruling rests on the unsettled point ``eid`` of ``game``: an ``ambiguity`` warning
    (a request a rule yields) naming its clauses, with the question and the readings
    (``outcome``: what the other reading would give, (ja, en), when the engine can say it
    without running it). ``more``: the clauses through which the configuration reaches the
    point (the phase whose end a trigger names), named after the entry's own, as ``choose``'s."""
    e = entry(game, eid)
    ja, en = e.text("ja"), e.text("en")
    if outcome is not None:
        ja += f"（もう一方の読みでは: {outcome[0]}）"
        en += f" (under the other reading: {outcome[1]})"
    return Warn("ambiguity", ja, en, tuple(dict.fromkeys((*e.clauses, *more))))


def note(game: str, eid: str) -> tuple[str, str, tuple[str, ...]]:
    """The point ``eid`` of ``game`` as a step's ``note``: shown (an ``ambiguity`` warning naming
    the entry's clauses beside the step's) only where the ruling rests on that step."""
    e = entry(game, eid)
    return (e.text("ja"), e.text("en"), e.clauses)


# the fourth item of a step's note that states a reading, not an unsettled point (``stated``)
STATED = "stated"


def stated(ja: str, en: str, clauses: tuple[str, ...]) -> tuple[str, str, tuple[str, ...], str]:
    """A step's ``note`` stating how the engine reads a misprint the rules text itself settles
    (the misprinted clause first, then those that settle it): shown where the ruling rests on
    that step as ``rules_text_read`` — said, not an ambiguity — naming those clauses alone.
    A point the text does not settle is an entry of the audit, raised by ``note`` / ``flag`` /
    ``choose`` as an ``ambiguity``: the flag means the rules text does not settle it."""
    return (ja, en, tuple(clauses), STATED)


def choose(
    player: str, game: str, eid: str, values: dict[str, Any], more: tuple[str, ...] = ()
) -> Choose:
    """A reading choice point for ``eid`` (``Choose.reading``): one option per reading, the
    engine's own first, each with its value from ``values`` (by reading key). ``more``: the
    clauses through which the configuration reaches the point where it is raised (a 「耐性」
    lost with the phase: 13.1.7.5), named after the entry's own."""
    e = entry(game, eid)
    return Choose(
        player,
        "reading",
        e.question_ja,
        e.question_en,
        tuple(Option(r.key, r.ja, r.en, values[r.key]) for r in e.readings),
        tuple(dict.fromkeys((*e.clauses, *more))),
        reading=True,
    )


def holds(
    player: str, game: str, eid: str, yes: str, more: tuple[str, ...] = ()
) -> Generator[Choose, Any, bool]:
    """A reading choice point for ``eid`` whose readings answer one question yes or no
    (``choose``): True under the reading ``yes``, False under the other(s)."""
    keys = [r.key for r in entry(game, eid).readings]
    if yes not in keys:
        raise UnsettledDataError(f"{game}.{eid}: no reading {yes!r} (readings: {keys})")
    taken = yield choose(player, game, eid, {k: k == yes for k in keys}, more)
    return bool(taken)


def several_set(
    player: str, game: str, eid: str, values: list[int]
) -> Generator[Choose, Any, int | None]:
    """Several texts in force set one value to different numbers (「手札の上限はN枚になる」 on
    two cards) and the rules order none of them: the point ``eid`` of ``game`` (readings
    ``smallest`` / ``largest``), asked only when the numbers differ. Returns the value (None
    when no text sets it)."""
    distinct = sorted(set(values))
    if len(distinct) < 2:
        return distinct[0] if distinct else None
    picked = yield choose(player, game, eid, {"smallest": distinct[0], "largest": distinct[-1]})
    return int(picked)


def replacement_chooser(
    game: str, master: str, doer: str | None
) -> Generator[Choose, Any, tuple[str, bool]]:
    """Who picks the replacement effect applied first to an action (ws 8.10.2.2, vg 11.12.2.2,
    vs, mc …: 「その行動を実行するプレイヤー、またはその行動が適用されるカードのマスター」): the
    card's master, unless the game's audit records the 「または」 as a reading
    (``at: replacement_chooser``) and the player doing the action is another — then both are run,
    the master first. Returns (the chooser, whether a reading was asked)."""
    point = at(game, "replacement_chooser")
    if point is None or doer is None or doer == master:
        return master, False
    who = yield choose(master, game, point.id, {"card_master": master, "doer": doer})
    return who, True


def prohibited_replaced(game: str, player: str) -> Generator[Choose, Any, bool | None]:
    """An action an effect instructs is prohibited by another effect (「相手はカードを引けない」)
    and a replacement effect names it (「あなたがカードを引く時、かわりに…」): the rules order a
    prohibition against an instruction (vs 1.3.3 「常に禁止する行動が優先されます」) and
    replacements among themselves, not a prohibition against a replacement of the same action.
    True: the replacement applies (the event it names would happen, so the other happens instead)
    — under the reading ``replacement`` of the game's audit entry ``at: prohibited_replaced``;
    False (the prohibition wins: the action is not done, nothing comes to be replaced) under its
    other reading, the engine's; None where the game's audit records no such point (the game's
    procedures order the two as they always have)."""
    point = at(game, "prohibited_replaced")
    if point is None:
        return None
    return (yield from holds(player, game, point.id, "replacement"))


def one_card_two_cost_parts(game: str, player: str) -> Generator[Choose, Any, bool]:
    """One card answers two parts of one cost (「このカードをレストする」 and 「…スタンドしている
    カードを1枚レストする」, the card standing as the costs are fixed) and no other card answers the
    second: the rules say the costs are paid at one moment (vs 8.5.1.3.2, vg 11.8.2.2
    「すべてのコストを同時に支払います」) but not whether one card may answer two of them. The
    caller asks only in that configuration. True: the card answers both parts (resting it once
    pays them) — under the reading ``both`` of the game's audit entry ``at:
    one_card_two_cost_parts``; False under its other reading (``once``, the engine's: the other
    part cannot be paid), and where the game's audit records no such point."""
    point = at(game, "one_card_two_cost_parts")
    if point is None:
        return False
    return (yield from holds(player, game, point.id, "both"))


def cited(game: str, deciding: list[str]) -> list[Entry]:
    """The entries raised whenever their first clause decides the ruling (``raise: cited``)."""
    return [e for e in entries(game).values() if e.raise_ == "cited" and e.clauses[0] in deciding]


# --------------------------------------------------------------------------- the census as a doc

ROOT = DATA.parents[1]
GAMES = ("vs", "ws", "vg", "co", "mc")


class _Sources:
    """The files the census reads, each read once per census (a point's row searches them all:
    ~450 points over ~2,000 test files and ~9,400 scenario files)."""

    def __init__(self) -> None:
        self._games: dict[str, list[tuple[Path, str]]] = {}
        self._ambiguous: dict[str, list[tuple[str, str]]] = {}
        self.tests = [
            (t.name, t.read_text(encoding="utf-8"))
            for t in sorted((ROOT / "tests" / "ruling").glob("test_*.py"))
        ]

    def game_files(self, game: str) -> list[tuple[Path, str]]:
        if game not in self._games:
            base = DATA / f"_{game}"
            files = [DATA / f"{game}.py", *sorted(base.glob("*.py"))]
            self._games[game] = [(f, f.read_text(encoding="utf-8")) for f in files]
        return self._games[game]

    def ambiguous_lines(self, game: str) -> list[tuple[str, str]]:
        """Each development scenario of the game with its ``ambiguous:`` line (stem, line)."""
        if game not in self._ambiguous:
            scen = ROOT / "tests" / "scenarios" / game
            out = []
            for f in sorted(scen.glob("*.yaml")) if scen.is_dir() else []:
                txt = f.read_text(encoding="utf-8")
                i = txt.find("ambiguous:")
                if i >= 0:
                    out.append((f.stem, txt[i : txt.find("\n", i)]))
            self._ambiguous[game] = out
        return self._ambiguous[game]


def _raised_by(e: Entry, src: _Sources) -> str:
    """Where the engine raises entry ``e``: the shared machinery's point, the rule that names it
    (files of ruling/games/ naming its id), the site written before the audit, or none."""
    if e.raise_ == "cited":
        return "cited (every ruling the clause decides)"
    if e.raise_ == "none":
        return "— (recorded, not reached)"
    if e.at:
        return f"ruling/core.py `{e.at}`"
    if e.site:
        return f"{e.site} (its own words)"
    named = [f for f, text in src.game_files(e.game) if f'"{e.id}"' in text]
    return ", ".join(str(f.relative_to(ROOT)) for f in named) or "?"


def _tests_of(e: Entry, src: _Sources) -> str:
    """Test files naming the entry's id, and scenario files whose ``ambiguous:`` names its first
    clause (the writer's own mark)."""
    named = [name for name, text in src.tests if e.id in text]
    marked = [stem for stem, line in src.ambiguous_lines(e.game) if f'"{e.clauses[0]}"' in line]
    out = named + (marked[:3] + ([f"+{len(marked) - 3}"] if len(marked) > 3 else []))
    return ", ".join(out) or "—"


def _cell(s: str) -> str:
    return s.replace("|", "\\|").replace("\n", " ")


def census_markdown() -> str:
    """docs/unsettled.md: the audit of each game (one table per game) and the census of the
    clauses the KB flags (ruling/games/text_flags.yaml)."""
    text_flags = (
        yaml.load((DATA / "text_flags.yaml").read_text(encoding="utf-8"), Loader=_Loader) or {}
    )
    lines = [
        "# Unsettled points of the rules texts (census)",
        "",
        "Generated by `python -m ruling.unsettled --write docs/unsettled.md` from",
        "`ruling/games/<game>.unsettled.yaml` (the audit: points the rules text does not settle —",
        "two clauses that contradict each other, a sentence with two readings, a clause cut off, a",
        "case no clause covers) and `ruling/games/text_flags.yaml` (each clause whose printed text",
        "the KB flags, read once: `settled`, an extraction defect that leaves the rule as it is,",
        "said by the ruling as `rules_text_read` and no ambiguity; `doubt`, an ambiguity,",
        "`rules_text`). docs/scenarios.md («Unknowns, ambiguity») says how a ruling raises a point",
        "(a reading choice point giving the outcome under each reading, or a warning naming the",
        "competing clauses) and how a scenario asserts it (`expect.ambiguous`, `expect.readings`).",
        "",
        "Raised by: the rule that raises the point where a ruling goes through the choice (only in",
        "the configuration the text leaves open); `its own words`: a rule written before the audit",
        "that raises it with its own sentence; `cited`: every ruling the first clause decides.",
        "Tests: test files naming the point, and development scenarios whose writer marked the first",
        "clause `ambiguous`.",
        "",
        "The systematic pass (round 27, `python -m ruling.unsettled_scan [--open] [--wide]`) reads",
        "every clause holding a marker of an open reading (「原則として」「可能な限り」「など」「場合があ」, a KB flag",
        "`possible_contradiction` / `odd_negation`): each has a verdict — a point below quoting the",
        "marked words, or a line of `ruling/games/unsettled_scan.yaml` saying why the text settles",
        "it (tests/ruling/test_unsettled_r27.py); `--wide` lists the clauses with the broader",
        "markers (「または」「通常」「基本的に」), counted, not yet all read.",
        "",
    ]
    total = hooked = 0
    src = _Sources()
    for g in GAMES:
        es = list(entries(g).values())
        raised = [e for e in es if e.raise_ != "none"]
        total += len(es)
        hooked += len(raised)
        flags = text_flags.get(g) or {}
        doubt = sum(1 for v in flags.values() if v["verdict"] == "doubt")
        found = sum(1 for v in flags.values() if v.get("found_by") == "census")
        lines += [
            f"## {g}",
            "",
            f"{len(es)} points, {len(raised)} raised by the engine; {len(flags)} clauses with a "
            f"text defect ({len(flags) - found} flagged by the KB, {found} found by the census): "
            f"{len(flags) - doubt} settled, {doubt} in doubt.",
            "",
            "| point | kind / chapter | clauses | readings (the engine's first) | raised by | tests |",
            "|---|---|---|---|---|---|",
        ]
        for e in es:
            rs = " / ".join(f"`{r.key}`: {r.en}" for r in e.readings)
            lines.append(
                f"| `{e.id}`: {_cell(e.question_en)} | {e.kind} / {e.chapter} | "
                f"{', '.join(e.clauses)} | {_cell(rs)} | {_cell(_raised_by(e, src))} | "
                f"{_cell(_tests_of(e, src))} |"
            )
        if flags:
            lines += [
                "",
                f"Clauses the KB flags ({g}):",
                "",
                "| clause | verdict | how it is read |",
                "|---|---|---|",
            ]
            for cid, v in flags.items():
                entry = f" (point `{v['entry']}`)" if v.get("entry") else ""
                if v.get("found_by") == "census":
                    entry += " (found by the census; the KB does not flag it)"
                lines.append(f"| {cid} | {v['verdict']}{entry} | {_cell(v['en'])} |")
        lines.append("")
    lines[17:17] = ["", f"In all: {total} points, {hooked} raised by the engine."]
    return "\n".join(lines)


if __name__ == "__main__":
    import sys

    doc = census_markdown()
    if len(sys.argv) == 3 and sys.argv[1] == "--write":
        Path(sys.argv[2]).write_text(doc, encoding="utf-8")
    else:
        print(doc)
