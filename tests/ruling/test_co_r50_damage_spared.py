"""「フィールドに出ているすべてのキャラクターに3ダメージを与える。「飛行」の特殊能力を持つキャラクター
は、このダメージを受けない。」 (round 50, s47coA; issue 12): the sentence after says which characters
of the group the damage does not reach — the damage is dealt to the others of the group (4.3.9, at
once; 4.3.10), the keyword read as in force (4.3.8 step 3, 3.4.5.7): the same as the group described
by the complement (「「飛行」の特殊能力を持たないすべてのキャラクター」). A tapped / untapped
character spared leaves the other orientation (3.2.2). Said after a damage to a target, refused."""

from __future__ import annotations

from tests.ruling.boards import cited, co_ability, co_run

TEXT = (
    "フィールドに出ているすべてのキャラクターに3ダメージを与える。"
    "「飛行」の特殊能力を持つキャラクターは、このダメージを受けない。"
)
SAME = "フィールドに出ている「飛行」の特殊能力を持たないすべてのキャラクターに3ダメージを与える。"


def test_compiles_as_the_complement() -> None:
    ab = co_ability(TEXT, "event")
    assert ab.supported, ab.reason
    assert ab.program.ops == co_ability(SAME, "event").program.ops


def test_a_state_spared_leaves_the_other() -> None:
    text = (
        "相手がコントロールしているすべてのキャラクターに3ダメージを与える。"
        "タップ状態のキャラクターは、このダメージを受けない。"
    )
    (op,) = co_ability(text, "event").program.ops
    assert (op.who, op.sel.owner, op.sel.states) == ("described", "opponent", ("stand",))


def test_after_a_target_it_is_refused() -> None:
    text = (
        "対象のキャラクター1体に3ダメージを与える。"
        "「飛行」の特殊能力を持つキャラクターは、このダメージを受けない。"
    )
    assert not co_ability(text, "event").supported


BOARD = """
turn: {{player: A, number: 3, phase: main}}
players:
  A:
    hp: 20
    energy: 3
    deck: 10
    hand: [{{name: 雪崩, type: event, cost: 1, text: "{text}"}}]
    field:
      - {{name: 鷲, type: character, ap: 1, dp: 2, text: "「飛行」"}}
      - {{name: 犬, type: character, ap: 1, dp: 2}}
  B:
    hp: 20
    deck: 10
    field:
      - {{name: 鷹, type: character, ap: 1, dp: 2, text: "「飛行」"}}
      - {{name: 熊, type: character, ap: 1, dp: 5}}
actions:
  - {{do: play, card: 雪崩}}
ask: [鷲.zone, 犬.zone, 鷹.zone, 熊.zone]
"""


def test_the_flyers_are_spared() -> None:
    r = co_run(BOARD.format(text=TEXT))
    assert r.outcome["state"] == {
        "鷲.zone": "A.field",
        "犬.zone": "A.dustbox",
        "鷹.zone": "B.field",
        "熊.zone": "B.field",
    }
    assert "4.3.2.6" in cited(r)
