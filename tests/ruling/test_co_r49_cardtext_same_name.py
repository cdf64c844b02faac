"""「対象のキャラクター1体と同じ名前のすべてのキャラクターをクラッシュする」 (round 49, s46coF;
co/r47_010): the target (4.2.13) and every character whose name is written as its own crash; a
character read alike but written otherwise is another name (4.2.6 and its example 4.2.6#ex1), and
stays. Before, refused (「a relative clause with an argument of role with」)."""

from __future__ import annotations

from tests.ruling.boards import co_ability, co_run

TEXT = "対象のキャラクター1体と同じ名前のすべてのキャラクターをクラッシュする。"

BOARD = """
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    deck: 20
    field:
      - {name: 鳴瀬真奈美, uid: 鳴瀬1, type: character, ap: 2, dp: 2, reading: なるせまなみ}
      - {name: 鳴瀬真奈美, uid: 鳴瀬2, type: character, ap: 2, dp: 2, reading: なるせまなみ}
      - {name: ナルセマナミ, type: character, ap: 2, dp: 2}
      - {name: 兵, type: character, ap: 2, dp: 2}
  B:
    hp: 20
    energy: 3
    deck: 20
    hand: [{name: 同名狩り, type: spell, cost: 3, text: "%s"}]
actions:
  - {do: play, player: B, card: 同名狩り, target: 鳴瀬1}
ask: [鳴瀬1.zone, 鳴瀬2.zone, ナルセマナミ.zone, 兵.zone]
"""


def test_the_group_compiles_to_the_target_and_its_name() -> None:
    ab = co_ability(TEXT, "spell")
    assert ab.supported, ab.reason
    (op,) = ab.program.ops
    assert (op.kind, op.who, op.value) == ("crash", "target_char", "same_name")


def test_the_same_name_written_alike_crashes_and_the_other_spelling_stays() -> None:
    r = co_run(BOARD % TEXT)
    assert r.outcome["state"] == {
        "鳴瀬1.zone": "A.dustbox",
        "鳴瀬2.zone": "A.dustbox",
        "ナルセマナミ.zone": "A.field",
        "兵.zone": "A.field",
    }
    assert {"4.2.6", "4.2.6#ex1", "4.2.13"} <= set(r.decided_by)
    # the neighbour: the target alone
    alone = co_run(BOARD % "対象のキャラクター1体をクラッシュする。").outcome["state"]
    assert (alone["鳴瀬1.zone"], alone["鳴瀬2.zone"]) == ("A.dustbox", "A.field")
