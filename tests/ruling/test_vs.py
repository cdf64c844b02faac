"""Victory Spark (vs): the card-text compiler on the examples the rules quote, the suite's
size, the coverage document."""

from __future__ import annotations

import importlib.util
from functools import partial
from pathlib import Path

import pytest
import yaml

from ruling.abilities import abilities_of
from ruling.rules import get_game
from ruling.state import Card
from tests.ruling.boards import named_deck, setup_ruling
from tests.ruling.boards import rejection as _rejection

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = yaml.safe_load(
    (REPO / "tests" / "fixtures" / "card_examples" / "vs.yaml").read_text(encoding="utf-8")
)


def _ability(text: str):
    get_game("vs")
    (ab,) = abilities_of("vs", Card("x", "A", text=text))
    return ab


def test_every_keyword_the_rules_define_compiles() -> None:
    for kw in EXAMPLES["keywords"]:
        ab = _ability(kw["text"])
        assert ab.supported, (kw, ab.reason)
        assert ab.program.keyword == kw["id"]


@pytest.mark.parametrize(
    ("text", "kind", "trigger", "ops"),
    [
        ("[リング]あなたは1枚引く。{entry_spark}", "auto", "entry_spark", [("draw", "you")]),
        (
            "[リング]このカードがアタックした時、あなたは1枚引く。",
            "auto",
            "self_attacks",
            [("draw", "you")],
        ),
        (
            "[リング]このカードがアタックされた時、あなたは1枚引く。",
            "auto",
            "self_attacked",
            [("draw", "you")],
        ),
        ("[ベンチ]あなたのリングのカードを+1000/+0。", "continuous", None, [("stat", "your_ring")]),
        (
            "[ベンチ][このカードを控え室に置く]あなたは自分のリングのカードを選び、自分の控え室に置く。",
            "activated",
            None,
            [("choose", "your_ring"), ("put", "chosen")],
        ),
    ],
)
def test_technique_notation_compiles(text: str, kind: str, trigger: str | None, ops: list) -> None:
    ab = _ability(text)
    assert ab.supported, ab.reason
    assert ab.program.kind == kind and ab.program.trigger == trigger
    assert [(o.kind, o.who) for o in ab.program.ops] == ops


@pytest.mark.parametrize(
    "text",
    [
        # the opponent's energy as a cost (round 15: N of one's own runs, test_vs_cardtext_r15)
        "[ベンチ][相手のエネルギーを1枚レストする]あなたは1枚引く。",
        "[リング]あなたは2枚以上引く。",
        "[リング]相手のリングのカードはダメージを受けない。",  # (round 13: 「このカードは」 runs)
        "[リング]このカードがアタックしなかった時、あなたは1枚引く。",
    ],
)
def test_what_it_cannot_run_is_refused_with_a_reason(text: str) -> None:
    ab = _ability(text)
    assert not ab.supported and ab.reason


def test_vs_suite_size() -> None:
    assert len(list((REPO / "tests" / "scenarios" / "vs").glob("*.yaml"))) >= 20


@pytest.mark.skipif(importlib.util.find_spec("kb.api") is None, reason="kb.api is not available")
def test_coverage_doc_is_current() -> None:
    from ruling.commands import coverage_data, coverage_markdown

    doc = REPO / "docs" / "coverage-vs.md"
    assert doc.read_text(encoding="utf-8") == coverage_markdown(coverage_data("vs")), (
        "docs/coverage-vs.md is stale: run `shinpan coverage vs --write docs/coverage-vs.md`"
    )


_setup_ruling = partial(setup_ruling, "vs")


@pytest.mark.parametrize(
    ("players", "action", "turn", "says"),
    [
        ("  A: {deck: 50}\n  B: {deck: 50}", "{do: game_setup}", "{player: A}", "number: 0"),
        ("  A: {deck: 50}\n  B: {deck: 50}", "{do: stand_phase}", None, "まだ始まって"),
        ("  A: {deck: 50}\n  B: {}", "{do: game_setup}", None, "B のデッキが書かれていません"),
        ("  A: {deck: 50, hand: 1}\n  B: {deck: 50}", "{do: game_setup}", None, "A の hand"),
        ("  A: {deck: 50}\n  B: {deck: 50}", "{do: game_setup, ring: 千早}", None, "{プレイヤー"),
        ("  A: {deck: 50}\n  B: {deck: 50}", "{do: game_setup, ring: {C: x}}", None, "C は"),
        ("  A: {deck: 50}\n  B: {deck: 50}", "{do: game_setup, ring: {A: 千早}}", None, "「千早」"),
        (
            f"  A: {{deck: {named_deck()}}}\n  B: {{deck: 50}}",
            "{do: game_setup, shuffled: {A: [千早]}}",
            None,
            "「千早」が足りません",
        ),
        (
            "  A: {deck: [a, b, c, d, e, f, g, {name: h, count: 43}]}\n  B: {deck: 50}",
            "{do: game_setup, first: A}",
            None,
            "shuffled: {A:",
        ),
    ],
)
def test_setup_bad_input_is_a_clear_rejection(players, action, turn, says) -> None:
    """game_setup refuses what it cannot run with a reason (never a traceback): a game already
    started (and a turn action before it has started), an unlisted deck, cards outside the deck, a malformed or wrong ``ring`` /
    ``shuffled``, an opening hand with too many possibilities to branch on."""
    r = _setup_ruling(players, action, turn or "{player: A, number: 0}")
    assert says in _rejection(r)


def test_setup_deck_of_49_is_refused_by_5_1_2_1_1() -> None:
    r = _setup_ruling("  A: {deck: 49}\n  B: {deck: 50}", "{do: game_setup, first: A}")
    assert "49枚" in _rejection(r)
    assert "5.1.2.1.1" in r.decided_by


def test_setup_ring_choice_from_choices() -> None:
    """5.2.1.2 is a player's choice: answered by ``choices: … at: setup_ring`` too."""
    from ruling.resolve import resolve
    from ruling.scenario import loads

    text = (
        "game: vs\ntitle: t\nturn: {player: A, number: 0}\nplayers:\n"
        "  A: {deck: [{name: 千早, title: 歌姫}, 49]}\n  B: {deck: 50}\n"
        "actions:\n  - {do: game_setup, first: B}\n"
        "choices:\n  - {player: A, at: setup_ring, choose: 千早}\n"
    )
    r = resolve(loads(text))
    assert not r.branched
    assert [c.name for c in r.main.final.zone("A", "ring")] == ["千早"]
    assert r.main.final.turn.player == "B" and r.main.final.turn.first_player == "B"


VS_EFFECTS = """
game: vs
title: t
turn: {player: A, number: 4, phase: ability, first_player: A}
players:
  A: {deck: 20, ring: {name: 千早, ap: 2000, dp: 2000}}
  B: {deck: 20, ring: {name: 美希, ap: 1000, dp: 2000}}
actions:
%s
ask: [千早.ap]
"""


def _vs_effects(*lines: str):
    from ruling.resolve import resolve
    from ruling.scenario import loads

    return resolve(loads(VS_EFFECTS % "\n".join(f"  - {x}" for x in lines)))


def test_a_value_asked_cites_the_order_its_effects_apply_in() -> None:
    """8.9.1: a card's attack read with the continuous effects on it cites the order they are
    applied in; two "set"s contradict each other, the later one wins (8.9.1.4)."""
    r = _vs_effects(
        "{do: effect, card: 千早, ap: 1000, op: set}", "{do: effect, card: 千早, ap: 3000, op: set}"
    )
    assert r.outcome == {"game_over": False, "state": {"千早.ap": 3000}}
    assert {"8.9.1", "8.9.1.3", "8.9.1.4"} <= set(r.decided_by)
    # an addition alone: no ordering of contradicting effects to cite
    r = _vs_effects("{do: effect, card: 千早, ap: 1000}")
    assert r.outcome["state"] == {"千早.ap": 3000} and "8.9.1.4" not in r.decided_by


def test_a_set_after_an_addition_depends_on_the_reading_of_8_9_1_4() -> None:
    """8.9.1.3 applies every value-changing effect; 8.9.1.4 orders them by time only "if they
    contradict": a "set" that arose after an addition gives 4000 (the set first, the addition
    on top) or 3000 (time order: the later set overrides) — the ruling says so."""
    r = _vs_effects(
        "{do: effect, card: 千早, ap: 1000}", "{do: effect, card: 千早, ap: 3000, op: set}"
    )
    out = r.outcome
    assert out["state"] == {"千早.ap": 4000}
    # 8.9.1.8 (the calculation method of the attack and defence) places no "set" (round 19)
    assert out["depends_on_reading"] == ["8.9.1.3", "8.9.1.4", "8.9.1.8"]
    assert [x["outcome"]["state"] for x in out["readings"]] == [{"千早.ap": 3000}]
    # the addition after the set: both readings agree, nothing to ask
    r = _vs_effects(
        "{do: effect, card: 千早, ap: 3000, op: set}", "{do: effect, card: 千早, ap: 1000}"
    )
    assert r.outcome == {"game_over": False, "state": {"千早.ap": 4000}}


def test_a_level_zero_play_cites_its_cost() -> None:
    """8.4.1.3 / 2.2.2: a level-0 card's cost is determined as 0 and nothing is rested; the play
    cites the cost step all the same."""
    from ruling.resolve import resolve
    from ruling.scenario import loads

    r = resolve(
        loads("""
game: vs
title: t
turn: {player: A, number: 3, phase: chara, first_player: A}
players:
  A: {deck: 20, ring: {name: 千早, ap: 2000, dp: 2000}, hand: [{name: 雪歩, level: 0}], energy: 0}
  B: {deck: 20, ring: {name: 美希, ap: 1000, dp: 2000}}
actions:
  - {do: play, card: 雪歩, to: left}
ask: [雪歩.zone]
""")
    )
    assert r.outcome["state"] == {"雪歩.zone": "A.bench.left"}
    assert {"8.4.1", "8.4.1.3", "2.2.2"} <= set(r.decided_by)


def test_an_effect_turns_a_surprise_card_face_up_or_down() -> None:
    """4.9.1.5 / 4.9.1.6: ``orient`` ``to: up`` / ``down`` turns a card's face; a card already so
    is not turned (4.9.1.7), and a face-down surprise card stays where it is (9.7.1 needs it face
    up)."""
    from ruling.resolve import resolve
    from ruling.scenario import loads

    base = (
        "game: vs\ntitle: t\nturn: {player: A, number: 6, phase: ability, first_player: B}\n"
        "players:\n  A: {deck: 20, ring: {name: 千早, ap: 2000, dp: 2000},"
        " surprise: {name: 伏兵, ap: 1000, dp: 1000}}\n"
        "  B: {deck: 20, ring: {name: 美希, ap: 2000, dp: 3000}}\n"
        "actions:\n  - {do: orient, card: 伏兵, to: %s}\nask: [伏兵.zone]\n"
    )
    up = resolve(loads(base % "up"))
    assert up.outcome["state"] == {"伏兵.zone": "A.waiting"}
    assert {"4.9.1.5", "9.7.1"} <= set(up.decided_by)
    down = resolve(loads(base % "down"))
    assert down.outcome["state"] == {"伏兵.zone": "A.surprise"}


def test_a_second_attack_with_no_standing_bench_card_is_refused_by_7_1_6_2() -> None:
    """7.1.6.2: after an attack, another is declared only with a standing bench card; the first
    attack's refusal rests on 7.1.2.2 alone."""
    players = (
        "  A: {deck: 20, ring: {name: 千早, ap: 2000, dp: 2000},"
        " bench: {left: {name: 春香, ap: 1000, dp: 1000}}}\n"
        "  B: {deck: 20, ring: {name: 美希, ap: 2000, dp: 5000}}"
    )
    turn = "{player: A, number: 6, phase: attack, first_player: B}"
    r = _setup_ruling(players, "{do: attack, support: 春香}\n  - {do: attack, support: 春香}", turn)
    assert r.main.rejected and "7.1.6.2" in r.decided_by
    rested = players.replace("dp: 1000}}", "dp: 1000, state: rest}}")
    r = _setup_ruling(rested, "{do: attack, support: 春香}", turn)
    assert r.main.rejected and "7.1.6.2" not in r.decided_by


def test_an_ignored_put_of_an_unchosen_target_decides_where_nothing_went() -> None:
    """8.5.4.1.3: no retired card to choose — the put about the target is ignored, and that is
    why the opponent's waiting room stays as it was."""
    players = (
        "  A: {deck: 20, ring: {name: 千早, ap: 2000, dp: 2000}, bench: {left: {name: 律子,"
        ' ap: 1000, dp: 1000, text: "[ベンチ][このカードを控え室に置く]相手のリタイヤを1枚選び、'
        '相手の控え室に置く。あなたは1枚引く。"}}}\n'
        "  B: {waiting: 0, deck: 20, retire: 0, ring: {name: 美希, ap: 2000, dp: 3000}}"
    )
    r = _setup_ruling(
        players + "\nask: [B.waiting, 律子.zone]",
        "{do: ability_phase, actions: [{do: use, card: 律子}]}",
        "{player: A, number: 6, phase: ability, first_player: B}",
    )
    assert r.outcome["state"] == {"B.waiting": 0, "律子.zone": "A.waiting"}
    assert "8.5.4.1.3" in r.decided_by


def test_a_bench_technique_whose_card_left_for_the_waiting_room_decides_by_8_1_1_4() -> None:
    """8.1.1.4: a continuous technique generates its effect only while its card is in its
    [領域]; its card put in the waiting room, the ring card's AP is back — and that is why."""
    players = (
        "  A: {deck: 20, waiting: 0, ring: {name: 千早, ap: 2000, dp: 2000}, bench: {left: {name:"
        ' 律子, ap: 1000, dp: 1000, text: "[ベンチ]あなたのリングのカードを+1000/+0。"}}}\n'
        "  B: {deck: 20, ring: {name: 美希, ap: 2000, dp: 3000}}\nask: [千早.ap, 律子.zone]"
    )
    r = _setup_ruling(
        players,
        "{do: put, card: 律子, to: waiting}",
        "{player: A, number: 6, phase: ability, first_player: B}",
    )
    assert r.outcome["state"] == {"千早.ap": 2000, "律子.zone": "A.waiting"}
    assert "8.1.1.4" in r.decided_by
