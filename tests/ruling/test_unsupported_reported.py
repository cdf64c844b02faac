"""Unsupported is never silent (issue 12): in every game, every ability of every card text of
its corpora and fixtures (../shared/cards/<game>.cards.jsonl, tests/fixtures/card_examples,
the card texts of tests/scenarios and tests/qa) either compiles or is named, text and all, in
an ``unsupported`` warning of a ruling that holds the card where its text is in force.

The cards are put on boards many at a time (a card's type says where its text works: a WS
character on the stage, a VG order in the order zone …); only the cards with an ability the
engine refuses are put on a board, as the others have nothing to report."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml

from ruling.abilities import abilities_of
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from ruling.state import Card

# the C implementation of the safe loader where PyYAML has it (the same reading, faster)
SAFE = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

REPO = Path(__file__).resolve().parents[2]
CARDS = REPO.parent / "shared" / "cards"
GAMES = ("ws", "vg", "vs", "co", "mc")

# where a card's text is in force, by its type (each game's ``text_active``): per player a
# list of (zone key, slot or None for a pile); None: any other type (or ``DEFAULT``'s)
PLACES: dict[str, dict[str | None, list[tuple[str, str | None]]]] = {
    "ws": {
        "character": [
            ("stage", s)
            for s in ("left_front", "center_front", "right_front", "left_back", "right_back")
        ],
        "climax": [("climax", None)],
        "event": [("resolution", None)],
    },
    "vg": {
        None: [
            (z, None)
            for z in (
                "vanguard",
                "left_front",
                "right_front",
                "left_back",
                "center_back",
                "right_back",
            )
        ],
        **{
            t: [("order_zone", None)] * 8
            for t in ("order", "blitz", "set_order", "token_order", "ticket")
        },
        "crest": [("crest_zone", None)] * 8,
        "ride_deck_crest": [("crest_zone", None)] * 8,
    },
    "vs": {None: [("ring", None)] + [("bench", s) for s in ("left", "center", "right")]},
    "co": {None: [("field", None)] * 20},
    "mc": {None: [("hand", None)] * 20},
}


# zones that hold one card (a VG circle)
PLACES_ONE = {
    "vg": ("left_front", "right_front", "left_back", "center_back", "right_back"),
    "ws": ("climax",),
    "vs": ("ring",),
}
# the phase of the board's turn (the main phase's name)
PHASE = {"vs": "chara"}
# a card of no type is of this one (WS: a character, 2.12.2)
DEFAULT = {"ws": "character"}


def _fixture_texts(game: str) -> Iterator[tuple[str, str | None]]:
    path = REPO / "tests" / "fixtures" / "card_examples" / f"{game}.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    for e in (data.get("examples") or []) + (data.get("keywords") or []):
        yield e["text"], e.get("type")


def _scenario_texts(game: str) -> Iterator[tuple[str, str | None]]:
    for root in (REPO / "tests" / "scenarios" / game, REPO / "tests" / "qa" / game):
        for f in sorted(root.glob("*.yaml")):
            data = yaml.load(f.read_text(encoding="utf-8"), Loader=SAFE)
            yield from _cards_in(data.get("players") if isinstance(data, dict) else None)


def _cards_in(x: Any) -> Iterator[tuple[str, str | None]]:
    if isinstance(x, dict):
        if isinstance(x.get("text"), str) and x.get("text"):
            t = x.get("type")
            yield x["text"], t if isinstance(t, str) else None
        for v in x.values():
            yield from _cards_in(v)
    elif isinstance(x, list):
        for v in x:
            yield from _cards_in(v)


def _corpus_texts(game: str) -> Iterator[tuple[str, str | None]]:
    path = CARDS / f"{game}.cards.jsonl"
    if not path.exists():
        return
    types = {sp: tid for tid, sps in get_game(game).card_types.items() for sp in sps}
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                rec = json.loads(line)
                if rec.get("text"):
                    yield rec["text"], types.get(rec.get("type") or "")


def refused_cards(game: str) -> list[tuple[str, str | None]]:
    """Every distinct (text, type) of the game's corpora and fixtures with an ability the engine
    refuses."""
    get_game(game)
    types = get_game(game).card_types
    seen: dict[tuple[str, str | None], None] = {}
    for text, t in (*_fixture_texts(game), *_scenario_texts(game), *_corpus_texts(game)):
        t = t if t in types else None
        if (text, t) in seen:
            continue
        if any(not a.supported for a in abilities_of(game, Card("x", "x", text=text, type=t))):
            seen[(text, t)] = None
    return list(seen)


def _piles(game: str) -> set[str]:
    """The game's zones that are piles (no group, no slots): where a card written to work there
    is put (VG 【ドロップ】: the drop)."""
    return {z.id for z in get_game(game).zones if not z.group and "." not in z.id}


def placements(game: str, cards: list[tuple[str, str | None]]) -> list[Placement]:
    """Where each card goes: where its type's text is in force, with every ability it refuses to
    check; and, for an ability that says it works in another zone (``Game.ability_zones``), in
    that zone too, with the abilities that work there."""
    g = get_game(game)
    piles = _piles(game)
    out: list[Placement] = []
    for text, t in cards:
        refused = [
            a for a in abilities_of(game, Card("x", "x", text=text, type=t)) if not a.supported
        ]
        out.append((text, t, None, tuple(a.text for a in refused)))
        if g.ability_zones is None:
            continue
        by_zone: dict[str, list[str]] = {}
        # where its type's text is in force already (VS [リング]: the ring) it is checked there
        usual = {z for z, _slot in PLACES[game].get(t if t in PLACES[game] else None, [])}
        for a in refused:
            for z in g.ability_zones(a):
                if z in piles and z not in usual:
                    by_zone.setdefault(z, []).append(a.text)
        out += [(text, t, z, tuple(texts)) for z, texts in by_zone.items()]
    return out


# a card's text and type, the pile it goes to (None: where its type's text is in force) and the
# texts of the abilities to find in the warnings
Placement = tuple[str, str | None, str | None, tuple[str, ...]]
PILE_LIMIT = 20


def boards(game: str, cards: list[Placement]) -> Iterator[tuple[dict, list[Placement]]]:
    """Scenarios holding the cards, as many as the places of a board take, with the
    placements each holds."""
    places = PLACES[game]
    queue = list(cards)
    while queue:
        players: dict[str, dict[str, Any]] = {"A": {"deck": 10}, "B": {"deck": 10}}
        held: list[Placement] = []
        free = {p: {k: list(v) for k, v in places.items()} for p in players}
        for p in players:
            if game in DEFAULT:
                free[p][None] = free[p][DEFAULT[game]]
        rest = []
        for pl in queue:
            text, t, pile, _texts = pl
            if pile is not None:
                z = players["A"].setdefault(pile, [])
                if len(z) >= PILE_LIMIT:
                    rest.append(pl)
                    continue
                zone, slot = pile, None
                who = "A"
            else:
                key = t if t in places else None
                who = next((p for p in players if free[p][key]), None)
                if who is None:
                    rest.append(pl)
                    continue
                zone, slot = free[who][key].pop(0)
            card = {"name": f"c{len(held)}", "text": text}
            if t is not None:
                card["type"] = t
            z = players[who]
            if slot is not None:
                z.setdefault(zone, {})[slot] = card
            elif zone in ("vanguard",) or zone in PLACES_ONE.get(game, ()):
                z[zone] = card
            else:
                z.setdefault(zone, []).append(card)
            held.append(pl)
        scn = {
            "game": game,
            "title": "cards whose text the engine refuses in part",
            "turn": {"player": "A", "number": 3, "phase": PHASE.get(game, "main")},
            "players": players,
        }
        yield scn, held
        queue = rest


# in the xdist worker that compiles the ws development corpus for the other tests of the group
# (``--dist loadgroup``): compiled once per process, ~15 s
@pytest.mark.xdist_group("ws_corpus")
@pytest.mark.parametrize("game", GAMES)
def test_every_refused_ability_is_reported(game: str) -> None:
    silent: list[str] = []
    for scn, held in boards(game, placements(game, refused_cards(game))):
        r = resolve(loads(json.dumps(scn, ensure_ascii=False)))
        warned = " ".join(w.en for w in r.warnings() if w.kind == "unsupported")
        for _text, t, pile, texts in held:
            silent += [f"{t} in {pile or 'play'}: {a[:80]}" for a in texts if a not in warned]
    assert not silent, f"{len(silent)} refused abilities not reported:\n" + "\n".join(silent[:20])


def _warned(game: str, players: dict[str, Any]) -> list[str]:
    scn = {
        "game": game,
        "title": "t",
        "turn": {"player": "A", "number": 3, "phase": PHASE.get(game, "main")},
        "players": {"B": {"deck": 10}, **players},
    }
    r = resolve(loads(json.dumps(scn, ensure_ascii=False)))
    return [w.en for w in r.warnings() if w.kind == "unsupported"]


def test_a_refused_ability_is_reported_where_its_label_says_it_works() -> None:
    """VG 11.4.4: a unit's text works on the field, but an ability labelled 【ドロップ】 works in
    the drop: refused, it is reported with its card there, and only there."""
    # 「バトルフェイズ中にコールされたユニット」 (a relative clause of a call's past in a selector) is
    # not run (デリート, refused here before, runs since round 13; タイムリープ since round 48;
    # 「可能な限り」 since round 50)
    leap = "【コスト】[このカードをバインドする]ことで、バトルフェイズ中にコールされたユニットを１枚選び、退却させる。"
    drop = f"【起】【ドロップ】：{leap}"
    field = f"【起】【(R)】：{leap}"
    for text, expected in ((drop, 1), (field, 0)):
        card = {"name": "x", "type": "normal", "text": text}
        (ab,) = abilities_of("vg", Card("x", "x", text=text, type="normal"))
        assert not ab.supported
        assert len(_warned("vg", {"A": {"deck": 10, "drop": [card]}})) == expected
