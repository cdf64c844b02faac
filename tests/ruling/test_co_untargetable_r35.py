"""「(ターン終了時まで、)対象のキャラクターは(Xの)対象にならない」 on a co event: an effect made on
resolution for as long as printed (3.7.2), after which no play or ability (of those types; with
no source named, of any type) may target the card (4.2.13; the text over it, 4.2.9) — each on a
minimal board (s31cotext; round 35)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.ruling.boards import co_ability, co_run, unsupported


@pytest.mark.parametrize(
    ("text", "types", "until"),
    [
        (
            "ターン終了時まで、対象のキャラクターは対象にならない。",
            ("character", "event", "item", "navigator", "spell"),
            "turn",
        ),
        (
            "ターン終了時まで、対象のキャラクター1体は対象にならない。",
            ("character", "event", "item", "navigator", "spell"),
            "turn",
        ),
        ("ターン終了時まで、対象のキャラクターはスペルの対象にならない。", ("spell",), "turn"),
        (
            "ターン終了時まで、対象のキャラクターはスペルカードの対象にならない。",
            ("spell",),
            "turn",
        ),
        (
            "戦闘終了時まで、対象のキャラクターはイベントの対象にならない。",
            ("event",),
            "battle",
        ),
    ],
)
def test_a_timed_untargetability_of_the_target(
    text: str, types: tuple[str, ...], until: str
) -> None:
    ab = co_ability(text, type_="event", name="隠れ身")
    assert ab.supported, ab.reason
    (op,) = ab.program.ops
    assert (op.kind, op.who, op.until, tuple(op.value)) == (
        "untargetable",
        "target_char",
        until,
        types,
    )


@pytest.mark.parametrize(
    "text",
    [
        # whose plays it shuts out is read against the text's card: refused for an effect made
        "ターン終了時まで、対象のキャラクターは相手がプレイしたスペルの対象にならない。",
        # no time: how long an effect of an event lasts is not said
        "対象のキャラクターは対象にならない。",
    ],
)
def test_neighbours_still_refused(text: str) -> None:
    ab = co_ability(text, type_="event", name="隠れ身")
    assert not ab.supported and ab.reason


_BOARD = """
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 12
    energy: 2
    deck: 20
    hand:
      - {{name: 隠れ身, type: event, cost: 1, text: "{text}"}}
    field:
      - {{name: 小鳥, type: character, ap: 1, dp: 1}}
  B:
    hp: 12
    energy: 1
    deck: 20
    hand:
      - {{name: 雷, type: {kind}, cost: 1, text: "対象のキャラクターに1点のダメージを与える。"}}
actions:
  - {{do: play, card: 隠れ身, target: 小鳥}}
  - {{do: play, player: B, card: 雷, target: 小鳥, allowed: {allowed}}}
ask: [小鳥.zone]
"""


def _run(text: str, kind: str, allowed: str) -> Any:
    return co_run(_BOARD.format(text=text, kind=kind, allowed=allowed))


def test_the_target_cannot_be_chosen_after_it() -> None:
    r = _run("ターン終了時まで、対象のキャラクターは対象にならない。", "spell", "false")
    assert r.main.outcome["state"]["小鳥.zone"] == "A.field"
    assert "4.2.13" in r.decided_by
    assert not unsupported(r)


def test_a_type_not_named_may_still_target_it() -> None:
    r = _run("ターン終了時まで、対象のキャラクターはスペルの対象にならない。", "event", "true")
    assert r.main.outcome["state"]["小鳥.zone"] == "A.dustbox"
    assert not unsupported(r)
