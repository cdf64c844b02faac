"""Two wordings of one trigger (round 50, s47coA; issue 12):

- 「『X』はディフェンスされたとき、…の修正を受ける」: the topic 『X』は (this card, 4.2.10) stands
  in the trigger clause but governs the sentence, so the step with no subject of its own is
  said of X (as 「『X』がディフェンスされたとき、『X』は…」; 4.3.6). Before, refused (「who is
  meant: None」).
- 「…の修正を受ける。この修正は戦闘終了時まで続く。」: the sentence after gives the modifier its
  limit, as the same words printed in the step (3.4.5.5 戦闘終了, 3.7.2 ターン終了時). Before,
  refused (「the action last.final」)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import cited, co_ability, co_run

TEXT = "『雪男』はディフェンスされたとき、「+2:+0」の修正を受ける。この修正は戦闘終了時まで続く。"
SAID = "『雪男』がディフェンスされたとき、戦闘終了時まで、『雪男』は「+2:+0」の修正を受ける。"


def test_same_program_as_the_words_in_full() -> None:
    ab = co_ability(TEXT)
    assert ab.supported, ab.reason
    assert ab.program == co_ability(SAID).program
    (op,) = ab.program.ops
    assert (ab.program.on, op.kind, op.who, op.ap, op.until) == (
        "defended",
        "modify",
        "this",
        2,
        "battle",
    )


@pytest.mark.parametrize(
    ("text", "until"),
    [
        (
            "対象のキャラクター1体は「+2:+0」の修正を受ける。この修正はターン終了時まで続く。",
            "turn",
        ),
        (
            "対象のキャラクター1体は「+2:+0」の修正を受ける。この修正は戦闘終了時まで続く。",
            "battle",
        ),
    ],
)
def test_the_duration_said_after(text: str, until: str) -> None:
    ab = co_ability(text, "event")
    assert ab.supported, ab.reason
    assert ab.program.ops[0].until == until


def test_a_step_with_its_own_limit_is_not_given_another() -> None:
    text = (
        "ターン終了時まで、対象のキャラクター1体は「+2:+0」の修正を受ける。"
        "この修正は戦闘終了時まで続く。"
    )
    assert not co_ability(text, "event").supported


BOARD = """
turn: {{player: A, number: 3, phase: main}}
players:
  A:
    hp: 20
    deck: 10
    field: [{{name: 雪男, type: character, ap: 2, dp: 5, text: "{text}"}}]
  B:
    hp: 20
    deck: 10
    field: [{{name: 熊, type: character, ap: 0, dp: 3}}]
actions:
  - {{do: attack, attacker: 雪男, defender: 熊}}
ask: [熊.zone, 雪男.ap]
"""


def test_defended_it_deals_four_then_the_modifier_ends() -> None:
    r = co_run(BOARD.format(text=TEXT))
    # AP 2 + 2 = 4 ≥ 熊's DP 3: crashed (3.4.5.4); the modifier ends with the battle (3.4.5.5)
    assert r.outcome["state"] == {"熊.zone": "B.dustbox", "雪男.ap": 2}
    assert {"4.3.6", "3.4.5.5"} <= cited(r)
    plain = co_run(BOARD.format(text=""))
    assert plain.outcome["state"] == {"熊.zone": "B.field", "雪男.ap": 2}
