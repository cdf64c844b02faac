"""A substitution probe of compositionality (issue 12): does the engine run an ability's shape
with any word of the class, or only with the word it was built on?

    python bench/compose.py [GAME ...] [--per-slot N] [--seed S] [--max-abilities M] [--top K]
                            [--examples E] [--json]

For each ability of the development card texts the engine runs (executable per
``ruling.abilities``), variants are made by replacing ONE slot at a time with another value of
the same word class — and only with values the game itself attests: a class's values are those
found in the typed ASTs of the abilities the engine runs in that game's development texts (a
zone, an owner, a period, a trait the grammar typed there), filtered by the game's vocabulary
table when it has one (``Vocab.zones`` / ``Vocab.durations``), and the card names of the game's
card lists. No sentence is written by hand. Slot classes (``SLOTS``):

* ``number``: a count or any other plain number (n -> n+1, n-1; full / half width kept);
* ``grade``: the number after a grade / level / cost word (another value attested after it);
* ``power``: the number after a power / shield / AP / DP / 攻撃力 / 防御力 word, or a signed
  amount of 1000 or more (another value attested);
* ``zone``: a zone word (手札 -> 控え室 …), never one the text already names;
* ``player``: あなた <-> 相手 (MC 自軍 <-> 敵軍);
* ``name``: a card name in 「」 (CO: 『』) -> another name of the game's cards;
* ``trait``: a trait 《…》 / race 〈…〉 -> another attested one;
* ``quantity``: N枚 <-> N枚まで, 以上 <-> 以下;
* ``duration``: a period (そのターン中 …) -> another attested period.

Each slot gives at most ``--per-slot`` variants (3), and at most ``--max-abilities`` (600)
abilities of each game are probed, drawn with a fixed seed, so runs compare.
A variant is compiled in its card (the other abilities unchanged) and counts as executable when
the ability at the same place still is. A variant refused where its original runs marks a
per-shape construction: the engine knows that shape only with that word. The report gives, per
game, the in-sample figure of the same run (abilities executable of all abilities read), the
variants made and the share still executable, per slot class, and the commonest refusals
grouped by slot class (reasons with names and numbers masked), with a few examples.

Development material only: ../shared/cards/GAME.cards.jsonl (the held-out products of
``HELD_OUT_PRODUCTS`` left out) and the spent blind sets of ``SPENT_BLIND_SETS`` except this
round's validation set (``VALIDATION_SETS``), which it never reads.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
import time
import unicodedata
import zlib
from collections import Counter, defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
# first on the path even when PYTHONPATH names the checkout already: the script's own folder
# (sys.path[0]) holds bench/ruling.py, which would shadow the package ``ruling``
sys.path.insert(0, str(ROOT))

GAMES = ("vg", "ws", "co", "mc", "vs")
SLOTS = ("number", "grade", "power", "zone", "player", "name", "trait", "quantity", "duration")
# the blind card-text sets that are this round's validation: never read by the probe (cards_r34
# was round 35's; cards_r35 round 36's; cards_r36 round 37's; cards_r37, scored at the end
# of round 37, is round 38's)
VALIDATION_SETS = frozenset({"cards_r37"})
# where each game's compiler keeps its vocabulary (``VOCAB``, else built by ``_vocab()``)
_VOCAB_MODULES = {
    "vg": "ruling.games._vg.cardtext",
    "ws": "ruling.games._ws.vocab",
    "co": "ruling.games._co.cardtext",
    "mc": "ruling.games._mc.cardtext",
    "vs": "ruling.games._vs.cardtext",
}
# stat words whose number is a grade / level (another value of that stat), or a power-like value
GRADE_STATS = frozenset({"grade", "level", "cost"})
POWER_STATS = frozenset(
    {"power", "shield", "ap", "dp", "attack_power", "defence_power", "attack", "defence"}
)
# classes whose value a text repeats to mean the same thing (「パワー＋5000。…なら、＋5000ではなく
# ＋10000」, 「「X」を含む…「X」」): every occurrence is replaced together
JOINT = frozenset({"power", "name", "trait"})
# a player -> the other (あなた <-> 相手, MC 自軍 <-> 敵軍)
PLAYER_SWAP = {
    "you": "opponent",
    "opponent": "you",
    "own_army": "enemy_army",
    "enemy_army": "own_army",
}
_BRACKETS = {"「": "」", "『": "』", "《": "》", "〈": "〉"}
_FULL = str.maketrans("0123456789", "０１２３４５６７８９")
_DIGITS = re.compile(r"[0-9０-９]+")


# --------------------------------------------------------------------------- the game's words


def game_vocab(game: str) -> Any:
    """The game's card-text vocabulary (``ruling.cardtext.vocab.Vocab``)."""
    import importlib

    from ruling.rules import get_game

    get_game(game)  # registers the game's compiler
    mod = importlib.import_module(_VOCAB_MODULES[game])
    vocab = getattr(mod, "VOCAB", None)
    return vocab if vocab is not None else mod._vocab()


def _surfaces(game: str) -> dict[str, tuple[str, str, int]]:
    """Every word surface the lexicon knows for ``game`` -> (class, id, variant): nouns, periods,
    connectors, timings and verb forms (the longest is matched first when slots are found)."""
    from grammar import lexicon as L

    out: dict[str, tuple[str, str, int]] = {}
    for s, (i, _f) in L.VERB_INDEX.items():
        out[s] = ("verb", i, 0)
    for table, cls in ((L.LEAD_INDEX, "lead"), (L.TIMING_INDEX, "timing")):
        for s, (i, n) in table.items():
            out[s] = (cls, i, n)
    out.update(L.NOUN_INDEX)
    out.update(L.GAME_NOUNS.get(game, {}))
    for s, (i, n) in L.DURATION_INDEX.items():
        out[s] = ("duration", i, n)
    return out


@dataclass
class Attested:
    """The values of each slot class the game's executable abilities use (``values[cls]``:
    surfaces, in the order first seen; ``ids[cls]``: surface -> the lexicon id), and the places
    each value stands in there (``places[(cls, id)]``: (verb, role, part) — a zone is offered
    only where some executable ability of the game uses it with that verb and role: 「手札から
    引く」 is not a variant of 「山札から引く」)."""

    values: dict[str, list[str]] = field(default_factory=lambda: defaultdict(list))
    ids: dict[str, dict[str, str]] = field(default_factory=lambda: defaultdict(dict))
    places: dict[tuple[str, str], set[tuple[str, str, str]]] = field(
        default_factory=lambda: defaultdict(set)
    )

    def add(self, cls: str, value: str, wid: str = "") -> None:
        if value not in self.values[cls]:
            self.values[cls].append(value)
        if wid:
            self.ids[cls][value] = wid


def placed_terms(
    node: Any, place: tuple[str, str, str] = ("", "", ":effect")
) -> Iterator[tuple[Any, tuple[str, str, str]]]:
    """Every node under ``node`` with its place: the verb and role of the innermost action
    argument it stands in, and the part of the ability (cost, trigger, condition, effect) with
    the ability's kind (``auto:cost``, ``continuous:effect`` …)."""
    from grammar import ast as A

    if isinstance(node, tuple):
        for item in node:
            yield from placed_terms(item, place)
        return
    fields = getattr(node, "__dataclass_fields__", None)
    if not fields:
        return
    yield node, place
    verb, role, part = place
    if isinstance(node, A.Ability):
        # the kind of ability a part is in: 「そのターン中、」 is an effect's, not a 【永】's
        part = f"{node.kind.value}:{part.split(':')[-1]}"
    elif isinstance(node, A.Cost | A.Trigger | A.Condition):
        kind = part.split(":")[0] if ":" in part else ""
        name = {A.Cost: "cost", A.Trigger: "trigger", A.Condition: "condition"}[type(node)]
        part = f"{kind}:{name}"
    if isinstance(node, A.Action):
        verb = node.verb
    if isinstance(node, A.Arg):
        role = str(node.role.value)
    for name in fields:
        if name != "span":
            yield from placed_terms(getattr(node, name), (verb, role, part))


def _walk_terms(ast: Any) -> Iterator[Any]:
    from grammar.ast import walk

    yield from walk(ast)


def ast_ids(ast: Any) -> dict[str, set[str]]:
    """The slot-class ids an ability's AST holds: zones, owners, periods, names, traits."""
    from grammar import ast as A

    out: dict[str, set[str]] = defaultdict(set)
    for n in _walk_terms(ast):
        if isinstance(n, A.Zone):
            out["zone"].add(n.id)
        elif isinstance(n, A.Owner):
            out["player"].add(n.who)
        elif isinstance(n, A.Duration):
            out["duration"].add(n.id)
        elif isinstance(n, A.Name | A.CardName):
            out["name"].add(n.text)
        elif isinstance(n, A.Trait | A.Race):
            out["trait"].add(n.text)
        elif isinstance(n, A.Count) and n.number is not None and n.number.value is not None:
            out["count"].add(str(n.number.value))
    return out


def ast_places(ast: Any) -> dict[tuple[str, str], set[tuple[str, str, str]]]:
    """Where an ability's zones, periods and counts stand (``placed_terms``): (``zone``, id),
    (``duration``, id) and (``bound``, exact / up_to) -> places."""
    from grammar import ast as A

    out: dict[tuple[str, str], set[tuple[str, str, str]]] = defaultdict(set)
    for n, place in placed_terms(ast):
        if isinstance(n, A.Zone):
            out[("zone", n.id)].add(place)
        elif isinstance(n, A.Duration):
            out[("duration", n.id)].add(place)
        elif isinstance(n, A.Owner):
            out[("player", n.who)].add(place)
        elif isinstance(n, A.Count) and n.bound in ("exact", "up_to"):
            out[("bound", n.bound)].add(place)
    return out


# --------------------------------------------------------------------------- finding slots


@dataclass(frozen=True)
class Slot:
    cls: str
    start: int  # offsets in the original text
    end: int
    value: str  # the slot as read (normalised)
    key: str = ""  # the stat word before a number, the bracket of a literal


def _view(text: str) -> tuple[str, list[int]]:
    """The text with each character NFKC-normalised, and each normalised character's offset in
    the original."""
    chars: list[str] = []
    where: list[int] = []
    for i, ch in enumerate(text):
        n = unicodedata.normalize("NFKC", ch)
        for c in n:
            chars.append(c)
            where.append(i)
    return "".join(chars), where


def find_slots(game: str, text: str, ids: dict[str, set[str]]) -> list[Slot]:
    """The slots of an ability's text (``text``, as printed) that its AST types (``ids``)."""
    table = _surfaces(game)
    longest = max(map(len, table))
    norm, where = _view(text)
    stat_words = _stat_words(game)
    out: list[Slot] = []
    i = 0

    def span(a: int, b: int) -> tuple[int, int]:
        return where[a], (where[b - 1] + 1)

    while i < len(norm):
        ch = norm[i]
        if ch in _BRACKETS:
            j = norm.find(_BRACKETS[ch], i + 1)
            if j > i:
                inner = norm[i + 1 : j]
                if ch in "《〈" and inner in ids.get("trait", ()):
                    out.append(Slot("trait", *span(i + 1, j), inner, ch))
                    i = j + 1
                    continue
                if ch in "「『" and inner in ids.get("name", ()):
                    out.append(Slot("name", *span(i + 1, j), inner, ch))
                    i = j + 1
                    continue
                if ch in "《〈":  # a literal the AST does not hold as such: not a slot
                    i = j + 1
                    continue
            # 『…』 holding an ability, 「…」 holding typed words (MC 「攻撃力:+2」, CO 「+1:+0」):
            # its words are read as any other
        m = _DIGITS.match(norm, i)
        if m and re.match(r"(枚|体|つ)も", norm[m.end() :]):
            # 「１枚もいないなら」: none at all, an idiom, not a count
            i = m.end()
            continue
        if m:
            before = norm[max(0, i - 8) : i]
            stat = next(
                (
                    s
                    for w, s in stat_words.items()
                    if re.search(re.escape(w) + r"[をが]?[+\-:]{0,2}$", before)
                ),
                None,
            )
            value = m.group()
            signed = bool(re.search(r"[+\-]$", before))
            if stat in GRADE_STATS:
                cls = "grade"
            elif stat in POWER_STATS or (signed and int(value) >= 1000):
                cls = "power"
            else:
                cls = "number"
            out.append(Slot(cls, *span(i, m.end()), value, stat or ""))
            i = m.end()
            continue
        for n in range(min(longest, len(norm) - i), 0, -1):
            hit = table.get(norm[i : i + n])
            if hit is None:
                continue
            cls, wid, _v = hit
            word = norm[i : i + n]
            if cls == "zone" and wid in ids.get("zone", ()):
                out.append(Slot("zone", *span(i, i + n), word, wid))
            elif cls == "owner" and wid in PLAYER_SWAP and wid in ids.get("player", ()):
                out.append(Slot("player", *span(i, i + n), word, wid))
            elif cls == "duration" and wid in ids.get("duration", ()):
                out.append(Slot("duration", *span(i, i + n), word, wid))
            i += n
            break
        else:
            if norm.startswith(("以上", "以下"), i):
                out.append(Slot("quantity", *span(i, i + 2), norm[i : i + 2], "cmp"))
                i += 2
                continue
            i += 1
    # 「N枚」 <-> 「N枚まで」: the count's bound, a slot after the number
    for s in [s for s in out if s.cls == "number"]:
        end = s.end
        m = re.match(
            r"(枚|体|つ)(まで)?(以上|以下|未満)?", unicodedata.normalize("NFKC", text[end:])
        )
        if m and not m.group(3):
            out.append(Slot("quantity", end, end + m.end(), m.group(), "bound"))
    return sorted(out, key=lambda s: (s.start, s.cls))


def _stat_words(game: str) -> dict[str, str]:
    """A stat's printed word -> the stat (the lexicon's stat words and the game's own)."""
    from grammar import lexicon as L

    out = {s: i for s, (c, i, _n) in L.NOUN_INDEX.items() if c == "stat"}
    out.update({s: i for s, (c, i, _n) in L.GAME_NOUNS.get(game, {}).items() if c == "stat"})
    for s, (c, i, _n) in L.NOUN_INDEX.items():
        if c == "word" and i in POWER_STATS | {"ap", "dp"}:
            out[s] = i
    if game == "vg":
        out.pop("ソウル", None)  # VG's soul is a zone
    return out


# --------------------------------------------------------------------------- making variants


def _width(sample: str, digits: str) -> str:
    return digits.translate(_FULL) if any("０" <= c <= "９" for c in sample) else digits


def alternatives(
    slot: Slot,
    text: str,
    attested: Attested,
    names: list[str],
    here: dict[tuple[str, str], set[tuple[str, str, str]]] | None = None,
) -> list[str]:
    """The values a slot may take instead of its own (all of them; the caller samples).
    ``here``: the places of the ability's own zones and counts (``ast_places``); a zone or a
    count's bound is offered only where the game attests it in one of them."""
    here = here or {}
    v = slot.value
    if slot.cls == "number":
        n = int(v)
        cand = [n + 1, n - 1 if n > 1 else n + 2]
        return [_width(text[slot.start : slot.end], str(c)) for c in cand if c != n]
    if slot.cls in ("grade", "power"):
        pool = attested.values.get(f"{slot.cls}:{slot.key}") or attested.values.get(slot.cls, [])
        return [_width(text[slot.start : slot.end], c) for c in pool if c != v]
    if slot.cls == "zone":
        mine = here.get(("zone", slot.key), set())
        norm = unicodedata.normalize("NFKC", text)
        return [
            z
            for z in attested.values["zone"]
            if z not in norm and attested.places[("zone", attested.ids["zone"][z])] & mine
        ]
    if slot.cls == "player":
        from grammar.lexicon import NOUN_SURFACE

        # the other player where the game has it in the same place (「相手はコストを払ってよい」
        # is not made: no text has the opponent pay an ability's cost)
        other = PLAYER_SWAP[slot.key]
        if not attested.places[("player", other)] & here.get(("player", slot.key), set()):
            return []
        return [NOUN_SURFACE[("owner", other)][0]]
    if slot.cls == "name":
        return [n for n in names if n != v]
    if slot.cls == "trait":
        key = "race" if slot.key == "〈" else "trait"
        return [t for t in attested.values[key] if t != v]
    if slot.cls == "quantity":
        if slot.key == "cmp":
            return [{"以上": "以下", "以下": "以上"}[v]]
        cur, new = ("up_to", "exact") if v.endswith("まで") else ("exact", "up_to")
        if not attested.places[("bound", new)] & here.get(("bound", cur), set()):
            return []
        return [v[:-2] if v.endswith("まで") else v + "まで"]
    if slot.cls == "duration":
        # a period where the game prints one in the same place (「そのターン中、」 in an effect
        # is not 「あなたのターン中、」 on a continuous ability), in the same form (…中に: a time)
        mine = here.get(("duration", slot.key), set())
        return [
            d
            for d in attested.values["duration"]
            if d != v
            and d.endswith("に") == v.endswith("に")
            and attested.places[("duration", attested.ids["duration"][d])] & mine
        ]
    return []


def variants(
    game: str,
    text: str,
    ids: dict[str, set[str]],
    attested: Attested,
    names: list[str],
    per_slot: int = 3,
    seed: int = 0,
    here: dict[tuple[str, str], set[tuple[str, str, str]]] | None = None,
) -> list[tuple[Slot, str, str]]:
    """(slot, new value, the text with the slot replaced) — at most ``per_slot`` per slot, drawn
    with a seed made of ``seed`` and the text (the same text always gives the same variants)."""
    rng = random.Random(seed ^ zlib.crc32(text.encode()))
    out: list[tuple[Slot, str, str]] = []
    slots = find_slots(game, text, ids)
    done: set[tuple[str, str]] = set()
    for slot in slots:
        same = together(slots, slot, text)
        if len(same) > 1 and (slot.cls, slot.value) in done:
            continue
        done.add((slot.cls, slot.value))
        alts = alternatives(slot, text, attested, names, here)
        if len(alts) > per_slot:
            alts = rng.sample(alts, per_slot)
        for alt in alts:
            out.append((slot, alt, replaced(text, same, alt)))
    return out


def together(slots: list[Slot], slot: Slot, text: str) -> list[Slot]:
    """The slots replaced with ``slot``: every slot of its class and value when the class is
    one a text repeats to mean one thing (``JOINT``), or when the number is taken up again by
    「ではなく」 (「１枚選び、…なら、１枚ではなく２枚まで選ぶ」, 「グレード１以下の…。…なら、グレード
    １以下ではなくグレード２以下にする」); else the slot alone."""
    norm = unicodedata.normalize("NFKC", text)
    coref = slot.cls in ("number", "grade", "power") and re.search(
        r"(?<![0-9])" + re.escape(slot.value) + r"(枚|体|つ)?(以上|以下)?ではなく", norm
    )
    if slot.cls in JOINT or coref:
        return [s for s in slots if (s.cls, s.value) == (slot.cls, slot.value)]
    return [slot]


def replaced(text: str, slots: list[Slot], alt: str, where: list[int] | None = None) -> str:
    """``text`` with each of ``slots`` (offsets in the ability's text; ``where``: their places
    in ``text`` when it is the card's) replaced by ``alt``."""
    for s in sorted(slots, key=lambda s: -s.start):
        a, b = (s.start, s.end) if where is None else (where[s.start], where[s.end - 1] + 1)
        text = text[:a] + alt + text[b:]
    return text


# --------------------------------------------------------------------------- the corpus


def dev_files(game: str) -> list[Path]:
    """The game's development card lists (never a validation set)."""
    from ruling.abilities import SPENT_BLIND_SETS

    files = [ROOT.parent / "shared" / "cards" / f"{game}.cards.jsonl"]
    files += [
        ROOT / "tests" / "blind" / s / f"{game}.cards.jsonl"
        for s in SPENT_BLIND_SETS
        if s not in VALIDATION_SETS
    ]
    return [f for f in files if f.is_file()]


def records(game: str, files: Iterable[Path]) -> list[dict[str, Any]]:
    from ruling.abilities import HELD_OUT_PRODUCTS, product_of

    held = set(HELD_OUT_PRODUCTS.get(game, ()))
    out = []
    for f in files:
        for line in f.read_text(encoding="utf-8").splitlines():
            if line.strip():
                rec = json.loads(line)
                if product_of(rec) not in held and (rec.get("text") or "").strip():
                    out.append(rec)
    return out


def locate(card: str, line: str) -> list[int] | None:
    """Where each character of an ability's text (``line``: its card's lines joined with a
    space, ``ruling.abilities``) stands in the card's text, or None when it is not there."""
    at = card.find(line)
    if at >= 0:
        return list(range(at, at + len(line) + 1))
    pieces = line.split(" ")
    m = re.search(r"\s+".join(f"({re.escape(p)})" for p in pieces), card)
    if m is None:
        return None
    out: list[int] = []
    for k, p in enumerate(pieces):
        out += range(m.start(k + 1), m.start(k + 1) + len(p))
        if k + 1 < len(pieces):
            out.append(m.end(k + 1))  # the joining space: the line break after the piece
    out.append(m.end())
    return out


def _mask(reason: str) -> str:
    """A refusal's reason with the words of one text masked, so that reasons group."""
    r = re.sub(r"「[^」]*」", "「…」", reason)
    r = re.sub(r"『[^』]*』", "『…』", r)
    r = re.sub(r"[0-9０-９]+", "N", r)
    return r[:140]


@dataclass
class GameReport:
    game: str
    abilities: int = 0
    executable: int = 0
    probed: int = 0  # executable abilities located in their card's text and probed
    made: Counter[str] = field(default_factory=Counter)
    kept: Counter[str] = field(default_factory=Counter)
    refusals: dict[str, Counter[str]] = field(default_factory=lambda: defaultdict(Counter))
    pairs: dict[str, Counter[str]] = field(default_factory=lambda: defaultdict(Counter))
    examples: dict[tuple[str, str], list[str]] = field(default_factory=lambda: defaultdict(list))
    seconds: float = 0.0

    def as_dict(self, top: int = 8) -> dict[str, Any]:
        made, kept = sum(self.made.values()), sum(self.kept.values())
        return {
            "game": self.game,
            "in_sample": {
                "abilities": self.abilities,
                "abilities_executable": self.executable,
                "share": round(self.executable / self.abilities, 4) if self.abilities else 0.0,
            },
            "probed_abilities": self.probed,
            "variants": made,
            "variants_executable": kept,
            "share_variants_executable": round(kept / made, 4) if made else 0.0,
            "by_slot": {
                c: {
                    "variants": self.made[c],
                    "executable": self.kept[c],
                    "share": round(self.kept[c] / self.made[c], 4) if self.made[c] else 0.0,
                    "top_refusals": self.refusals[c].most_common(top),
                    "top_pairs": self.pairs[c].most_common(top),
                }
                for c in SLOTS
                if self.made[c]
            },
            "seconds": round(self.seconds, 1),
        }


def _card_types(game: str) -> dict[str, str]:
    from ruling.rules import get_game

    g = get_game(game)
    return {spelling: tid for tid, spellings in g.card_types.items() for spelling in spellings}


def learn(game: str, recs: list[dict[str, Any]]) -> tuple[Attested, list[str]]:
    """The values the game's executable abilities attest, and the game's card names."""
    from grammar import lexicon as L
    from ruling.abilities import _abilities

    vocab = game_vocab(game)
    types = _card_types(game)
    att = Attested()
    stat_words = _stat_words(game)
    zone_surface = {(i, n): s for s, (c, i, n) in _surfaces(game).items() if c == "zone"}
    dur_surface = {(i, n): s for s, (i, n) in L.DURATION_INDEX.items()}
    from grammar import ast as A

    for rec in recs:
        for ab in _abilities(game, rec["text"], types.get(rec.get("type") or "")):
            if not ab.supported:
                continue
            for key, places in ast_places(ab.ast).items():
                att.places[key] |= places
            for n in _walk_terms(ab.ast):
                if isinstance(n, A.Zone) and (not vocab.zones or n.id in vocab.zones):
                    s = zone_surface.get((n.id, n.variant))
                    if s:
                        att.add("zone", s, n.id)
                elif isinstance(n, A.Duration) and (not vocab.durations or n.id in vocab.durations):
                    s = dur_surface.get((n.id, n.variant))
                    if s:
                        att.add("duration", s, n.id)
                elif isinstance(n, A.Trait):
                    att.add("trait", n.text)
                elif isinstance(n, A.Race):
                    att.add("race", n.text)
            norm = unicodedata.normalize("NFKC", ab.text)
            for w, stat in stat_words.items():
                for m in re.finditer(re.escape(w) + r"[をが]?[+\-:]{0,2}([0-9]+)", norm):
                    cls = "grade" if stat in GRADE_STATS else "power" if stat in POWER_STATS else ""
                    if cls:
                        att.add(f"{cls}:{stat}", m.group(1))
                        att.add(cls, m.group(1))
    names = list(dict.fromkeys(str(r.get("name") or "") for r in recs if r.get("name")))
    names = [n for n in names if n and "「" not in n and "」" not in n]
    return att, names


def probe(
    game: str,
    recs: list[dict[str, Any]],
    per_slot: int = 3,
    seed: int = 0,
    max_abilities: int | None = None,
    examples: int = 2,
) -> GameReport:
    """The probe of one game over ``recs`` (card records with ``text`` and ``type``)."""
    from ruling.abilities import _abilities

    t0 = time.process_time()
    rep = GameReport(game)
    att, names = learn(game, recs)
    types = _card_types(game)
    todo: list[tuple[dict[str, Any], Any]] = []
    for rec in recs:
        abs_ = _abilities(game, rec["text"], types.get(rec.get("type") or ""))
        rep.abilities += len(abs_)
        for ab in abs_:
            if ab.supported and ab.kind != "item":
                rep.executable += 1
                todo.append((rec, ab))
            elif ab.supported:
                rep.executable += 1
    if max_abilities is not None and len(todo) > max_abilities:
        todo = random.Random(seed).sample(todo, max_abilities)
    for rec, ab in todo:
        text = rec["text"]
        where = locate(text, ab.text)
        if where is None:
            continue  # the ability's text is not found in its card's
        rep.probed += 1
        ctype = types.get(rec.get("type") or "")
        found = variants(
            game, ab.text, ast_ids(ab.ast), att, names, per_slot, seed, ast_places(ab.ast)
        )
        slots = find_slots(game, ab.text, ast_ids(ab.ast))
        for slot, alt, new_line in found:
            card = replaced(text, together(slots, slot, ab.text), alt, where)
            got = _abilities(game, card, ctype)
            same = got[ab.index] if ab.index < len(got) else None
            rep.made[slot.cls] += 1
            if same is not None and same.supported:
                rep.kept[slot.cls] += 1
                continue
            why = _mask(same.reason if same is not None else "the ability is gone from the card")
            rep.refusals[slot.cls][why] += 1
            rep.pairs[slot.cls][f"{slot.value} -> {alt}"] += 1
            ex = rep.examples[(slot.cls, why)]
            if len(ex) < examples:
                ex.append(new_line)
    rep.seconds = time.process_time() - t0
    return rep


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("games", nargs="*", default=list(GAMES))
    ap.add_argument("--per-slot", type=int, default=3)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--max-abilities", type=int, default=600)
    ap.add_argument("--top", type=int, default=8)
    ap.add_argument("--examples", type=int, default=1)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    bad = [g for g in args.games if g not in GAMES]
    if bad:
        print(f"不明なゲームです: {', '.join(bad)} (games: {', '.join(GAMES)})", file=sys.stderr)
        return 2
    out = []
    for g in args.games:
        rep = probe(
            g,
            records(g, dev_files(g)),
            per_slot=args.per_slot,
            seed=args.seed,
            max_abilities=args.max_abilities,
            examples=args.examples,
        )
        d = rep.as_dict(args.top)
        out.append(d)
        if args.json:
            continue
        ins = d["in_sample"]
        print(
            f"{g}: in-sample {ins['abilities_executable']}/{ins['abilities']} "
            f"({ins['share']:.1%}) | probed {d['probed_abilities']} abilities, "
            f"variants {d['variants']}, executable {d['variants_executable']} "
            f"({d['share_variants_executable']:.1%}) [{d['seconds']}s]"
        )
        for c, s in d["by_slot"].items():
            print(f"  {c:9} {s['executable']}/{s['variants']} ({s['share']:.1%})")
            for why, n in s["top_refusals"]:
                ex = rep.examples.get((c, why), [])
                print(f"      {n:4}  {why}" + (f"\n            e.g. {ex[0]}" if ex else ""))
        sys.stdout.flush()
    if args.json:
        print(json.dumps(out, ensure_ascii=False, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
