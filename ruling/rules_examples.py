"""How far the engine reads the card texts a rules document prints as examples (issue 12).

The texts are those ``grammar.examples`` reads out of the game's rules document (a general
reader: quotes in example contexts). For each: whether the grammar parses it (some ability, no
syntax error), whether every ability compiles (``ruling.abilities``), and whether it runs: the
card put where its text is in force on a board (the game's default place), a ruling holds it
without an error and names none of its abilities in an ``unsupported`` warning. A text the
engine reads as no ability at all is counted apart (``silent``): nothing would report it.

A text printed as a cost (``Example.role``) is measured as the cost of an activated ability in
the game's form (``COST_FORM``). A text printed as an effect alone — one ability with no label,
keyword, trigger or cost (MC prints its effects so: 「対象を「種族:インセクト」に変更する」, 10.16.1)
— which the game does not read as a card's ability, is measured as what it is, a bare effect
resolved by a player (the scenario's ``resolve_text``) on a board with units to target
(``EFFECT_BOARD``: each unit tried as the target in turn; it runs when one ruling has no error,
no refusal and no ``unsupported`` warning); ``Outcome.as_effect`` says so.

``python -m ruling.rules_examples GAME [--list]``: the figures as JSON (``--list``: each text,
its clause and how far it got, with the refusal's reason).
"""

from __future__ import annotations

import json
import re
import sys
from dataclasses import dataclass
from typing import Any

from ruling.abilities import abilities_of
from ruling.state import Card

# where a card's text is in force on a board, per game: (zone, slot or None)
BOARD_PLACE: dict[str, tuple[str, str | None]] = {
    "vs": ("ring", None),
    "co": ("field", None),
    "mc": ("hand", None),
    "ws": ("stage", "center_front"),
    "vg": ("left_front", None),
}
# the phase of the board's turn (the main phase's name), where not "main"
PHASE = {"vs": "chara"}
# zones that hold one card
ONE_CARD = {"ring", "left_front"}
# a text the document prints as a cost is measured as the cost of an activated ability of the
# game's own form (VS 8.1.1.1.1 [領域][コスト], CO 4-2-10 「コスト:効果」) with a plain effect
COST_FORM = {
    "vs": "[リング][{}]あなたは1枚引く。",
    "co": "{}:あなたは山札からカードを1枚引く。",
    "vg": "【起】【(R)】：【コスト】[{}]ことで、１枚引く。",  # 11.7.3 ‘手札をすべて捨てる’というコスト
}
# a text the document prints as an ability's limit of uses alone (VS 8.12.5 「1ターンの1回まで
# 使える」, ``cardtext.abilities.use_limit``) is a sentence of an ability, not one: measured as the
# last sentence of an ability of the game's form whose effect is plain
LIMIT_FORM = {
    "vs": "[リング]このカードがアタックされた時、あなたは1枚引く。{}",
}
# a text the document prints as a continuous technique's effect without its [領域] (VS 2.15.2
# 「すべてのプレイヤーの、フィールドとリタイヤ置場の、技は追加で《素敵》になる。」: a technique's, 8.1.1.4)
# is measured, when it does not run as a bare effect, with the game's default [領域] — no trigger,
# no cost: a continuous technique, which only a text of a continuous effect compiles to
AREA_FORM = {"vs": "[リング]{}"}
# an ability the document names by its kind (‘…’という自動能力, ``Example.named``) printed with
# the game's icon for that kind, which the quote leaves out (VG 6.3.5.1, 7.50.1.1)
ICON_FORM = {
    "vg": {"auto": "【自】：{}", "act": "【起】【(R)】：{}", "cont": "【永】【(R)】：{}"},
}
# a card's replay instruction the document prints apart from the ability that carries out its
# replay action (WS 11.3.2: 「このカードが舞台に置かれた時、ゲームをする。」 with 「ゲームをする あなた
# は 1 枚引く。」, ``Example.role`` "replay"): both are measured as the one card that prints them,
# the ability's lines and the instruction's line in the card list's form (11.3.1.1, the line
# opening with the replay icon; ``ruling.games._ws.replay``)
REPLAY_FORM = {"ws": "{}\n【リプレイ】 {}"}
# an ability a card has, quoted without its kind's icon and opening with its trigger (WS 11.3.2
# 「「このカードが舞台に置かれた時、ゲームをする。」という能力を持ち」): an automatic ability (WS
# 8.7.1, a trigger is what makes one), measured with the icon the quote leaves out — without it
# the game reads the text as an event's (a delayed ability, 8.7.5) that a card on the stage
# never runs
TRIGGER_ICON = {"ws": "【自】 {}"}
# games whose compiler reads an effect printed alone as an ability that never runs (no
# trigger, no label): such a text is measured as a bare effect first, whether or not it compiles
BARE_FIRST = {"vg"}

# the board a bare effect text is resolved on, per game: the players' zones, and the units to
# try as its target (in order)
EFFECT_BOARD: dict[str, tuple[dict[str, Any], tuple[str, ...]]] = {
    "mc": (
        {
            "A": {
                "deck": 10,
                "hand": 3,
                "field": {
                    "c1": [{"name": "本陣", "type": "terrain", "hq": True}],
                    "c2": [
                        {"name": "平原", "type": "terrain", "limit": 6},
                        {"name": "戦士", "type": "unit", "level": 1, "attack": 2, "defense": 3},
                    ],
                },
            },
            "B": {
                "deck": 10,
                "hand": 3,
                "field": {
                    "c3": [
                        {"name": "森", "type": "terrain", "limit": 6},
                        {"name": "ゴブリン", "type": "unit", "level": 1, "attack": 1, "defense": 4},
                    ],
                    "c4": [{"name": "本陣", "type": "terrain", "hq": True}],
                },
            },
        },
        ("ゴブリン", "戦士"),
    ),
    "vs": (
        {
            "A": {
                "deck": 10,
                "hand": 2,
                "energy": [{"state": "stand"}, {"state": "stand"}],
                "ring": {"name": "千早", "level": 1, "ap": 2000, "dp": 2000},
            },
            "B": {"deck": 10, "hand": 2, "ring": {"name": "美希", "ap": 2000, "dp": 3000}},
        },
        ("美希", "千早"),
    ),
    "co": (
        {
            "A": {
                "hp": 10,
                "deck": 10,
                "hand": 2,
                "field": [{"name": "剣士", "type": "character", "ap": 2, "dp": 2}],
            },
            "B": {
                "hp": 10,
                "deck": 10,
                "hand": 2,
                "field": [{"name": "騎士", "type": "character", "ap": 2, "dp": 3}],
            },
        },
        ("騎士", "剣士"),
    ),
    # VG: the rules quote effects alone (‘このユニットをドロップゾーンに置く’, 11.8.5.2), which a
    # card's unit resolves: tried with a rear-guard, then the vanguard, as the effect's card
    # ("このユニット")
    "vg": (
        {
            "A": {
                "vanguard": {"name": "騎士王", "type": "normal", "grade": 3, "power": 13000},
                "left_front": {"name": "槍兵", "type": "normal", "grade": 2, "power": 10000},
                "left_back": {"name": "弓兵", "type": "normal", "grade": 1, "power": 8000},
                "hand": [{"name": "騎士", "type": "normal", "grade": 1, "power": 8000}, 2],
                "deck": 20,
            },
            "B": {
                "vanguard": {"name": "焔皇竜", "type": "normal", "grade": 3, "power": 13000},
                "right_front": {"name": "竜兵", "type": "normal", "grade": 2, "power": 10000},
                "deck": 20,
            },
        },
        ("card=A.left_front", "card=A.vanguard"),
    ),
}


@dataclass
class Outcome:
    """What the engine does with one example text printed in a rules document."""

    clause: str
    text: str
    parses: bool
    compiles: bool
    runs: bool
    silent: bool  # read as no ability at all
    reason: str = ""
    as_effect: bool = False  # measured as a bare effect text (``EFFECT_BOARD``)


# games whose card text names its own card 『X』 (CO 4.2.10): the example's card is given the name
# its text prints (a 『Y』 not the card's own name names another card, ``other_names``)
NAMED_BY_TEXT = {"co": re.compile(r"『([^』]+)』")}


def board(game: str, text: str) -> dict[str, Any]:
    zone, slot = BOARD_PLACE[game]
    named = NAMED_BY_TEXT[game].search(text) if game in NAMED_BY_TEXT else None
    card = {"name": named.group(1) if named else "example", "text": text}
    a: dict[str, Any] = {"deck": 10}
    if slot is not None:
        a[zone] = {slot: card}
    elif zone in ONE_CARD:
        a[zone] = card
    else:
        a[zone] = [card]
    return {
        "game": game,
        "title": "a rules document's example text",
        "turn": {"player": "A", "number": 3, "phase": PHASE.get(game, "main")},
        "players": {"A": a, "B": {"deck": 10}},
    }


def runs_on_board(game: str, text: str) -> tuple[bool, str]:
    """Whether a ruling with the card on a board holds it without an error or a warning that
    one of its abilities is not run."""
    from ruling.resolve import resolve
    from ruling.scenario import loads

    try:
        r = resolve(loads(json.dumps(board(game, text), ensure_ascii=False)))
    except Exception as exc:  # measured, not raised: the figure counts it as not run
        return False, f"{type(exc).__name__}: {exc}"
    warned = [w.en for w in r.warnings() if w.kind == "unsupported"]
    return (not warned), "; ".join(warned)[:200]


def bare_effect(game: str, text: str) -> bool:
    """Whether the text is printed as an effect alone: one ability, with no label, keyword,
    trigger or cost."""
    from grammar import ast as A
    from grammar.parse import parse_card

    res = parse_card(text, game)
    nodes = tuple(res.card.abilities) if res.ok and res.card is not None else ()
    if len(nodes) != 1 or not isinstance(nodes[0], A.Ability):
        return False
    n = nodes[0]
    return not n.labels and n.keyword is None and n.trigger is None and not n.cost


def unmarked_trigger(game: str, text: str) -> bool:
    """Whether the text is one ability printed with no icon, label, keyword or cost that, with
    the icon of an automatic ability (``TRIGGER_ICON``), opens with a trigger."""
    from grammar import ast as A
    from grammar.parse import parse_card

    if game not in TRIGGER_ICON or not bare_effect(game, text):
        return False
    res = parse_card(text, game)
    if res.card is None or res.card.abilities[0].kind != A.AbilityKind.EVENT:
        return False  # an icon printed (【永】…): not left out
    res = parse_card(TRIGGER_ICON[game].format(text), game)
    nodes = tuple(res.card.abilities) if res.ok and res.card is not None else ()
    return len(nodes) == 1 and isinstance(nodes[0], A.Ability) and nodes[0].trigger is not None


def is_use_limit(game: str, text: str) -> bool:
    """Whether the text is one sentence that is an ability's limit of uses a turn
    (``cardtext.abilities.use_limit``): a part of an ability, not an ability."""
    from grammar import ast as A
    from grammar.parse import parse_card
    from ruling.cardtext.abilities import use_limit

    res = parse_card(text, game)
    nodes = tuple(res.card.abilities) if res.ok and res.card is not None else ()
    if len(nodes) != 1 or not isinstance(nodes[0], A.Ability) or nodes[0].effect is None:
        return False
    sents = nodes[0].effect.sentences
    return bare_effect(game, text) and len(sents) == 1 and use_limit(sents[0]) is not None


# the unit using a bare effect on the game's ``EFFECT_BOARD`` (``resolve_text``'s ``user``): the
# value an effect reads of it (MC 10.17.1 「【自軍パーティに存在する…のユニット数】ダメージ」, the
# party on its terrain, 4.4.1) is read of this unit; A's own
EFFECT_USER = {"mc": "戦士"}


def runs_as_effect(game: str, text: str) -> tuple[bool, bool, str]:
    """(compiles, runs, why): the text resolved as a bare effect by A on the game's
    ``EFFECT_BOARD``, with each of its units as the target in turn; compiles when no ruling
    names it unsupported, runs when one ruling has no error and no refusal as well."""
    from ruling.resolve import resolve
    from ruling.rules import get_game
    from ruling.scenario import loads

    players, targets = EFFECT_BOARD[game]
    # a game whose bare effect takes no ``target`` (its texts choose their cards themselves,
    # ``Game.resolve_text_keys``) runs the text once, with no unit named
    if "target" not in get_game(game).resolve_text_keys:
        targets = tuple(t for t in targets if "=" in t) or ("",)
    compiles, why = True, ""
    for target in targets:
        # "key=value": the action's own key (VG's effect card), else the unit targeted
        key, _, value = target.partition("=") if "=" in target else ("target", "", target)
        scn = {
            "game": game,
            "title": "a rules document's example effect text",
            "turn": {"player": "A", "number": 3, "phase": PHASE.get(game, "main")},
            "players": players,
            "actions": [
                {
                    "do": "resolve_text",
                    "player": "A",
                    "text": text,
                    **({key: value} if value else {}),
                    **({"user": EFFECT_USER[game]} if game in EFFECT_USER else {}),
                }
            ],
        }
        try:
            r = resolve(loads(json.dumps(scn, ensure_ascii=False)))
        except Exception as exc:  # measured, not raised: the figure counts it as not run
            why = why or f"{type(exc).__name__}: {exc}"
            continue
        warned = [w.en for w in r.warnings() if w.kind == "unsupported"]
        if warned:
            return False, False, "; ".join(warned)[:200]
        if not r.errors and not r.main.rejected:
            return True, True, ""
        why = why or "; ".join(str(x) for x in (*r.errors, *r.main.rejected))[:200]
    return compiles, False, why or "refused on every target"


def own_texts(path: str) -> list[tuple[str, str, str]]:
    """The texts of a census file written in a game's printed style (one a line, ``\\n`` for a
    line break): (clause, text, role) as ``measure`` reads them, the clause being the line's
    number, or the clause a line names before a tab (``CLAUSE\\tTEXT``: a minimal text of a
    wording that clause defines, ``tests/fixtures/card_examples/*_defined_wordings.txt``)."""
    from pathlib import Path

    lines = Path(path).read_text(encoding="utf-8").splitlines()
    out: list[tuple[str, str, str]] = []
    for i, line in enumerate(lines, 1):
        clause, tab, text = line.partition("\t")
        if not tab:
            clause, text = f"line {i}", line
        if text.strip():
            out.append((clause, text.replace("\\n", "\n"), "ability"))
    return out


def measure(game: str, texts: list[tuple[str, str, str]] | None = None) -> list[Outcome]:
    """Each text measured (the rules document's examples, or ``texts``: (clause, text, role))."""
    from grammar.examples import game_examples
    from grammar.parse import parse_card
    from ruling.rules import get_game

    get_game(game)
    out: list[Outcome] = []
    named: dict[tuple[str, str], str] = {}
    if texts is None:
        found = game_examples(game)
        texts = [(ex.clause, ex.text, ex.role) for ex in found]
        named = {(ex.clause, ex.text): ex.named for ex in found if ex.named}
    replays = {c: t for c, t, role in texts if role == "replay"} if game in REPLAY_FORM else {}
    for clause, printed, role in texts:
        text = COST_FORM[game].format(printed) if role == "cost" and game in COST_FORM else printed
        if role == "ability" and unmarked_trigger(game, text):
            text = TRIGGER_ICON[game].format(text)
        if clause in replays:
            # the ability and the replay instruction of one card (``REPLAY_FORM``)
            lines = [
                TRIGGER_ICON[game].format(t) if unmarked_trigger(game, t) else t
                for c, t, r in texts
                if c == clause and r == "ability"
            ]
            text = REPLAY_FORM[game].format("\n".join(lines) or printed, replays[clause])
        if role != "cost" and game in LIMIT_FORM and is_use_limit(game, printed):
            text = LIMIT_FORM[game].format(printed)
        kind = named.get((clause, printed), "")
        if kind and kind in ICON_FORM.get(game, {}):
            text = ICON_FORM[game][kind].format(printed)
        res = parse_card(text, game)
        parses = bool(res.ok and res.card is not None and res.card.abilities)
        abs_ = abilities_of(game, Card("x", "x", text=text))
        compiles = bool(abs_) and all(a.supported for a in abs_)
        reason = next((f"{a.text[:60]}: {a.reason}" for a in abs_ if not a.supported), "")
        runs = as_effect = False
        if game in BARE_FIRST and role != "cost" and bare_effect(game, text):
            # the game reads an effect alone as an ability of no kind that nothing ever runs
            # (VG): measured as the effect it is, resolved
            as_effect = True
            compiles, runs, reason = runs_as_effect(game, text)
        elif compiles:
            runs, why = runs_on_board(game, text)
            reason = reason or why
        elif game in EFFECT_BOARD and role != "cost" and bare_effect(game, text):
            as_effect = True
            compiles, runs, why = runs_as_effect(game, text)
            reason = why
            if not runs and game in AREA_FORM:
                placed = AREA_FORM[game].format(printed)
                abs_ = abilities_of(game, Card("x", "x", text=placed))
                if abs_ and all(a.supported for a in abs_):
                    ok, why = runs_on_board(game, placed)
                    if ok:
                        compiles = runs = True
                        as_effect, reason = False, ""
        if not parses and not reason:
            reason = "; ".join(d.message for d in res.diagnostics)[:200]
        out.append(Outcome(clause, printed, parses, compiles, runs, not abs_, reason, as_effect))
    return out


def summary(game: str, outcomes: list[Outcome]) -> dict[str, Any]:
    return {
        "game": game,
        "texts": len(outcomes),
        "parse": sum(o.parses for o in outcomes),
        "compile": sum(o.compiles for o in outcomes),
        "run": sum(o.runs for o in outcomes),
        "silent": sum(o.silent for o in outcomes),
        "as_effect": sum(o.as_effect for o in outcomes),
        "run_as_effect": sum(o.runs and o.as_effect for o in outcomes),
    }


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    usage = "usage: python -m ruling.rules_examples GAME [--list] [--texts FILE]"
    listing = "--list" in args
    rest = [a for a in args if a != "--list"]
    path = None
    if "--texts" in rest:
        i = rest.index("--texts")
        if i + 1 >= len(rest):
            print(f"--texts にはファイルを指定してください。{usage}", file=sys.stderr)
            return 2
        path = rest[i + 1]
        del rest[i : i + 2]
    if len(rest) != 1 or rest[0] not in BOARD_PLACE:
        print(f"ゲームを一つ指定してください（{', '.join(BOARD_PLACE)}）。{usage}", file=sys.stderr)
        return 2
    try:
        texts = own_texts(path) if path is not None else None
    except (OSError, UnicodeDecodeError) as exc:
        print(f"ファイルを読めません: {path} ({exc})", file=sys.stderr)
        return 2
    outcomes = measure(rest[0], texts)
    report = summary(rest[0], outcomes)
    if listing:
        report["texts_read"] = [o.__dict__ for o in outcomes]
    print(json.dumps(report, ensure_ascii=False, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
