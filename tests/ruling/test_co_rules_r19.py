"""co rules fixed while reading the round-18 development files (tests/scenarios/co/r18_*),
each on a minimal case of its own (s14co)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.ruling.boards import co_run

# ------ an HP the scenario does not give: HP lost is counted against it (3.4.5.4, 4.1.2#li1)

_TWO_ATTACKERS = (
    "turn: {player: A, number: 6, phase: main}\n"
    "players:\n"
    "  A: {hp: 20, deck: 10, field: [{name: 剣士, type: character, ap: 3, dp: 2},"
    " {name: 槍兵, type: character, ap: 2, dp: 2}]}\n"
    "  B: {deck: 10}\n"
    "actions:\n"
)


def _branches(r: Any) -> dict[tuple[str, ...], bool]:
    return {tuple(b["choices"]): b["outcome"]["game_over"] for b in r.outcome["branches"]}


def test_an_undefended_attack_against_an_hp_not_given_branches_on_it() -> None:
    r = co_run(_TWO_ATTACKERS + "  - {do: attack, attacker: 剣士, defender: none}\n")
    assert r.outcome.get("by_unknown")
    assert _branches(r) == {("B.hp<=3",): True, ("B.hp>3",): False}
    assert {"3.4.5.4", "4.1.2#li1"} <= set(r.decided_by)


def test_a_later_loss_asks_only_about_the_total_not_yet_survived() -> None:
    r = co_run(
        _TWO_ATTACKERS
        + "  - {do: attack, attacker: 剣士, defender: none}\n"
        + "  - {do: attack, attacker: 槍兵, defender: none}\n"
    )
    assert _branches(r) == {
        ("B.hp<=3",): True,
        ("B.hp>3", "B.hp<=5"): True,
        ("B.hp>3", "B.hp>5"): False,
    }


def test_a_gain_before_the_loss_is_counted_too() -> None:
    r = co_run(
        _TWO_ATTACKERS
        + "  - {do: resolve_text, player: B, text: 'あなたのHPを2点回復する。'}\n"
        + "  - {do: attack, attacker: 剣士, defender: none}\n"
    )
    assert _branches(r) == {("B.hp<=1",): True, ("B.hp>1",): False}


def test_a_gain_alone_asks_nothing() -> None:
    r = co_run(
        _TWO_ATTACKERS + "  - {do: resolve_text, player: B, text: 'あなたのHPを2点回復する。'}\n"
    )
    assert "branches" not in r.outcome
    assert r.outcome["game_over"] is False


# ------ 「(対象の)(キャラクターが)クラッシュした直後 / したときにのみプレイしてもよい。そのクラッシュを
# うち消す。」 (4.3.5, 4.3.11.2, 4.2.14)

_WINDOW = """
turn: {{player: A, number: 7, phase: main}}
players:
  A:
    hp: 15
    energy: 2
    deck: 10
    hand: [{{name: 大火球, type: spell, cost: 2, text: "対象のキャラクターに3点のダメージを与える。"}}]
  B:
    hp: 15
    energy: 1
    deck: 10
    hand: [{{name: 光, type: event, cost: 1, text: "{text}"}}]
    field: [{{name: 騎士, type: character, ap: 2, dp: 3}}, {{name: 従者, type: character, ap: 1, dp: 1}}]
actions:
  - do: play
    card: 大火球
    target: 騎士
    on_crash:
      騎士:
        negate: [{{do: play, player: B, card: 光{target}}}]
ask: [騎士.zone, 騎士.damage, 光.zone]
"""

_SAVED = {"騎士.zone": "B.field", "騎士.damage": 0, "光.zone": "B.dustbox"}
_LOST = {"騎士.zone": "B.dustbox", "光.zone": "B.hand"}


@pytest.mark.parametrize(
    ("text", "target", "saved"),
    [
        # co/r18_018's card: the target named in the moment, 「そのクラッシュ」 its crash
        (
            "対象のキャラクターがクラッシュした直後にのみプレイしてもよい。そのクラッシュをうち消す。",
            "騎士",
            True,
        ),
        # the target is not the card crashing: not that moment (4.3.5, 4.2.13)
        (
            "対象のキャラクターがクラッシュした直後にのみプレイしてもよい。そのクラッシュをうち消す。",
            "従者",
            False,
        ),
        # 「…したとき」 is a condition of the window too (4.3.11.2), read as 「…した直後」
        (
            "対象のキャラクターがクラッシュしたときにのみプレイしてもよい。そのクラッシュをうち消す。",
            "騎士",
            True,
        ),
        # no target: 「そのクラッシュ」 is the crash whose window it is played in
        (
            "キャラクターがクラッシュした直後にのみプレイしてもよい。そのクラッシュをうち消す。",
            None,
            True,
        ),
        ("クラッシュした直後にのみプレイしてもよい。そのクラッシュをうち消す。", None, True),
        (
            "クラッシュしたときにのみプレイしてもよい。対象のキャラクターのクラッシュをうち消す。",
            "騎士",
            True,
        ),
    ],
)
def test_a_crash_negated_by_the_crash_its_moment_names(
    text: str, target: str | None, saved: bool
) -> None:
    r = co_run(_WINDOW.format(text=text, target=f", target: {target}" if target else ""))
    got = r.outcome["state"]
    want = _SAVED if saved else _LOST
    assert {k: got[k] for k in want} == want, got
    assert ("4.2.14" in r.decided_by) == saved


def test_that_crash_outside_a_window_is_refused() -> None:
    """Played at no crash (4.3.5): refused, the card stays in hand."""
    text = "キャラクターがクラッシュした直後にのみプレイしてもよい。そのクラッシュをうち消す。"
    board = _WINDOW.format(text=text, target="")
    head, _, _ = board.partition("actions:\n")
    r = co_run(head + "actions:\n  - {do: play, player: B, card: 光}\nask: [光.zone]\n")
    assert r.outcome.get("rejected") and "4.3.5" in r.decided_by
    assert r.outcome["state"] == {"光.zone": "B.hand"}


@pytest.mark.parametrize(
    "text",
    [
        "そのクラッシュをうち消す。",  # no crash named before it
    ],
)
def test_that_crash_with_no_moment_stays_refused(text: str) -> None:
    from tests.ruling.boards import co_ability

    assert not co_ability(text, "event").supported


def test_an_event_s_when_is_its_window() -> None:
    """Round 59 (s56coX): on an event, 「キャラクターがクラッシュしたとき、そのクラッシュをうち消す。」
    names its window — 4.3.11.2 names a card whose condition is 「クラッシュしたとき」 with one whose
    condition is 「クラッシュした直後」 (``cardtext._event_moment_as_gate``); once refused here as a
    trigger with no window said."""
    from tests.ruling.boards import co_ability

    when = co_ability("キャラクターがクラッシュしたとき、そのクラッシュをうち消す。", "event")
    gate = co_ability(
        "キャラクターがクラッシュした直後にのみプレイしてもよい。そのクラッシュをうち消す。",
        "event",
    )
    assert when.supported, when.reason
    assert when.program == gate.program
