"""Round 42 (s39vsc), issue 12: vs card-text constructions found across the development card
sets cards_r31–r36, each run on a minimal board of its own.

**A choice of up to N effects, printed after its braces** (2.14.8 「{ } によってくられた技効果は…
複数の中から選択可能な技効果を表します」; 8.13.3 「解決時にどの効果を解決するか選択し…選択されなかった
効果はなにも行ないません。複数を選択する場合、表記されている順で効果を実行します」; 1.3.5 「何らかの数を
選ぶ場合、特に指定がない限り、0以上の整数を選ぶ」): 「{A}{B}{C}のうち2つまで(を)選ぶ」 is the list form
「以下から2つまでを選ぶ。{A}{B}{C}」 (``grammar.normalise.brace_choice_first``); its master picks up to
two, may stop before any pick (none chosen: no effect is done), and those picked are done in the
order printed. 「…のうち1つを選んで使う」 is 「…を選んで行う」 (the effects are the technique's own;
使う is the everyday verb of a technique's effect, 2.14.1 「技を使用した際に起こる事」).

Below it: 「…は相手の技によってリングから離れない」 (a negative state, 1.3.3), 「この技は1ゲームにN回まで
使える」 (the limit of uses of 8.12 counted over the game), 「相手のターンの、アタック宣言ステップの始めに」
(a step of that player's turn, 7.1.2.3 with 6.1.1) — each with its neighbours."""

from __future__ import annotations

import pytest

from ruling.scenario import ScenarioError
from tests.ruling.test_vs_brace_choice_r34 import vs_program
from tests.ruling.test_vs_cardtext_r26 import PUT_OUT, _attack, _zone
from tests.ruling.test_vs_cardtext_r26 import _ability as _one
from tests.ruling.test_vs_cardtext_r26 import _run as _run26
from tests.ruling.test_vs_cardtext_r27 import DRAW, MINUS, PLUS, _ability, _run

HEAD = "[ベンチ][このカードをレストする]"
UP_TO = f"{{{DRAW}}}{{{MINUS}}}{{{PLUS}}}のうち2つまで選ぶ。"


@pytest.mark.parametrize(
    "effect",
    [
        UP_TO,
        f"{{{DRAW}}}{{{MINUS}}}{{{PLUS}}}のうち2つまでを選ぶ。",
        f"あなたは{{{DRAW}}}{{{MINUS}}}{{{PLUS}}}のうち2つまでを選ぶ。",
    ],
)
def test_up_to_two_is_the_list_form(effect: str) -> None:
    want = vs_program(f"{HEAD}以下から2つまでを選ぶ。{{{DRAW}}}{{{MINUS}}}{{{PLUS}}}")
    assert vs_program(HEAD + effect) == want
    # and not the exact choice of two (8.13.3 with 1.3.5: the bound is kept)
    assert want != vs_program(f"{HEAD}以下から2つを選ぶ。{{{DRAW}}}{{{MINUS}}}{{{PLUS}}}")


def test_two_picked_are_done_in_the_order_printed() -> None:
    """8.13.3: 美希 -1000/-0 and 千早 +1000/+0 (the second and third), no card drawn."""
    r = _run(UP_TO, PLUS, MINUS)
    assert r.outcome["state"]["美希.ap"] == 1000  # type: ignore[attr-defined]
    assert r.outcome["state"]["千早.ap"] == 3000  # type: ignore[attr-defined]
    assert r.outcome["state"]["A.hand"] == 0  # type: ignore[attr-defined]
    assert {"2.14.8", "8.13.3", "8.13.3.1", "1.3.5"} <= set(r.decided_by)  # type: ignore[attr-defined]


def test_the_master_may_stop_after_one() -> None:
    r = _run(UP_TO, DRAW, "stop")
    assert r.outcome["state"]["A.hand"] == 1  # type: ignore[attr-defined]
    assert r.outcome["state"]["美希.ap"] == 2000  # type: ignore[attr-defined]
    assert r.outcome["state"]["千早.ap"] == 2000  # type: ignore[attr-defined]


def test_the_master_may_choose_none() -> None:
    """1.3.5: the number chosen may be 0 — no effect is done."""
    r = _run(UP_TO, "stop")
    assert r.outcome["state"]["A.hand"] == 0  # type: ignore[attr-defined]
    assert r.outcome["state"]["美希.ap"] == 2000  # type: ignore[attr-defined]
    assert "1.3.5" in set(r.decided_by)  # type: ignore[attr-defined]


def test_an_exact_choice_offers_no_stop() -> None:
    """「以下から1つを選ぶ」: one must be chosen — 'stop' is no option there."""
    with pytest.raises(ScenarioError, match="none of the options"):
        _run(f"{{{DRAW}}}{{{MINUS}}}のうち1つを選ぶ。", "stop")


def test_choose_and_use_is_choose_and_do() -> None:
    assert vs_program(f"{HEAD}{{{DRAW}}}{{{MINUS}}}のうち1つを選んで使う。") == vs_program(
        f"{HEAD}{{{DRAW}}}{{{MINUS}}}のうち1つを選んで行う。"
    )
    r = _run(f"{{{DRAW}}}{{{MINUS}}}のうち1つを選んで使う。", MINUS)
    assert r.outcome["state"]["美希.ap"] == 1000  # type: ignore[attr-defined]
    assert r.outcome["state"]["A.hand"] == 0  # type: ignore[attr-defined]


def test_up_to_with_a_least_stays_refused() -> None:
    """「1つ以上、2つまで」 is no wording 2.14.8 prints: not read as up to two."""
    abs_ = _ability(f"{HEAD}以下から1つ以上、2つまでを選ぶ。{{{DRAW}}}{{{MINUS}}}{{{PLUS}}}")
    assert abs_ and not abs_[0].supported


# 「…は相手の技によってリングから離れない」 (``ruling.cardtext.protection``, the verb 離れる): a move
# out of the zone named to any other zone, kept off the card while the cause is the one named — the
# prohibition wins over the instruction (1.3.3), in force in its [領域] (8.1.1.4) or, a one-shot's,
# for the time said (8.2.1.2)

KEPT_IN_THE_RING = "[リング]このカードは相手の技によってリングから離れない。"


@pytest.mark.parametrize("effect", [PUT_OUT, "相手のリングのカードを選び、相手の手札に戻す。"])
def test_does_not_leave_the_ring_by_the_opponents_technique(effect: str) -> None:
    assert _one(KEPT_IN_THE_RING).supported
    r = _run26(effect, ring_b=KEPT_IN_THE_RING)
    assert _zone(r, "美希") == "B.ring"
    assert "1.3.3" in r.decided_by  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "text",
    [
        "",  # no negative state
        "[リング]このカードはあなたの技によってリングから離れない。",  # its master's own only
        "[ベンチ]このカードは相手の技によってリングから離れない。",  # not in its [領域]
        "[リング]このカードは相手の技によってベンチから離れない。",  # another zone left
    ],
)
def test_the_neighbours_that_leave(text: str) -> None:
    assert _zone(_run26(PUT_OUT, ring_b=text), "美希") == "B.waiting"


def test_a_one_shot_keeps_its_chosen_card_in_the_ring_for_the_turn() -> None:
    """伊織's 「このターン中、そのカードは技によってリングから離れない」 on 千早 (8.2.1.2), then
    律子's 「あなたのリングのカードを選び、控え室に置く」: 千早 stays in the ring (1.3.3)."""
    protect = (
        "あなたのリングのカードを1枚選び、このターン中、そのカードは技によってリングから離れない。"
    )
    r = _run26(
        "あなたのリングのカードを選び、控え室に置く。",
        second=protect,
        uses="{do: use, card: 伊織}, {do: use, card: 律子}",
    )
    assert _zone(r, "千早") == "A.ring"


def test_leaving_with_no_zone_named_is_not_this_state() -> None:
    assert not _one("[リング]このカードは相手の技によって離れない。").supported


# 「この技は1ゲームにN回まで使える」 (shared ``cardtext.abilities.game_use_limit``): the limit of uses
# 8.12 reads (8.12.4 「「使えない」技は、起動できません」, 8.12.1 a use is a technique resolved) counted
# over the game, not the turn: used in A's turn 6, 律子's technique cannot be used in A's turn 8; the
# per-turn neighbour can
TWO_TURNS = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: A}
players:
  A:
    deck: 20
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 3000}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]あなたは1枚引く。LIMIT"}
  B:
    deck: 20
    hand: 5
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - {do: ability_phase, actions: [{do: use, card: 律子}]}
  - {do: end_phase}
  - {do: end_phase}
  - {do: stand_phase}
  - {do: ability_phase, actions: [{do: use, card: 律子}]}
ask: [A.hand, turn.number]
"""


def _two_turns(limit: str) -> object:
    from ruling.resolve import resolve
    from ruling.scenario import loads

    r = resolve(loads(TWO_TURNS.replace("LIMIT", limit)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return r


def test_a_limit_per_game_outlasts_the_turn() -> None:
    r = _two_turns("この技は1ゲームに1回まで使える。")
    assert r.main.outcome["state"] == {"A.hand": 1, "turn.number": 8}  # type: ignore[attr-defined]
    assert r.main.outcome.get("rejected")  # type: ignore[attr-defined]
    assert {"8.12.4", "8.12.1"} <= set(r.decided_by)  # type: ignore[attr-defined]
    assert any("このゲームですでに1回" in s.ja for s in r.main.trace.steps)  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "limit", ["この技は1ターンに1回まで使える。", "この技は1ゲームに2回まで使える。"]
)
def test_the_neighbours_used_again(limit: str) -> None:
    r = _two_turns(limit)
    assert r.main.outcome["state"] == {"A.hand": 2, "turn.number": 8}  # type: ignore[attr-defined]
    assert not r.main.outcome.get("rejected")  # type: ignore[attr-defined]


def test_a_limit_per_game_on_an_automatic_technique_is_read() -> None:
    assert _one(
        "[リング]このカードがアタックした時、あなたは1枚引く。この技は1ゲームに1回まで使える。"
    ).supported


# 「相手のターンの(、)アタック宣言ステップの始めに」 (``_vs/cardtext._step_timing_hook``): the step
# (7.1.2.3) of that player's turn — the attack phase is the turn player's (6.1.1), so it is
# 「相手のアタック宣言ステップの始めに」; a pause comma after の changes nothing
@pytest.mark.parametrize(
    ("where", "text", "hands"),
    [
        (
            "ring_b",
            "[リング]相手のターンの、アタック宣言ステップの始めに、あなたは1枚引く。",
            (0, 1),
        ),
        ("ring_b", "[リング]相手のターンのアタック宣言ステップの始めに、あなたは1枚引く。", (0, 1)),
        (
            "ring_a",
            "[リング]あなたのターンの、アタック宣言ステップの始めに、あなたは1枚引く。",
            (1, 0),
        ),
        # the neighbours: the other player's turn does not come here
        (
            "ring_a",
            "[リング]相手のターンの、アタック宣言ステップの始めに、あなたは1枚引く。",
            (0, 0),
        ),
        (
            "ring_b",
            "[リング]あなたのターンの、アタック宣言ステップの始めに、あなたは1枚引く。",
            (0, 0),
        ),
    ],
)
def test_a_step_of_a_players_turn(where: str, text: str, hands: tuple) -> None:
    got = _attack(**{where: text})
    assert (got["A.hand"], got["B.hand"]) == hands
