"""Round 47 (issue 14): 「相手のリアガード1枚を退却させる」 names a number and no 「選ぶ」: it is a
choice of that many (7.50.1.1), so the rules of choosing decide it — a unit that cannot be chosen
is passed over and the one that can must be chosen (11.8.4, 11.8.4.1), the ruling citing them."""

from __future__ import annotations

from tests.ruling.boards import cited, vg_run, zone_names

BOARD = """players:
  A:
    vanguard: {name: 竜騎士, grade: 3, power: 13000}
    deck: 10
  B:
    vanguard: {name: 重騎士, grade: 3, power: 13000}
    left_front: {name: 隠者, grade: 2, power: 10000, text: "【永】【(R)】：このユニットは相手のカードの効果で選ばれない。"}
    right_front: {name: 番兵, grade: 2, power: 10000}
    deck: 10
actions:
  - {do: resolve_text, player: A, text: "相手のリアガード%sを退却させる。"}
"""


def test_one_named_is_chosen_as_the_rules_of_choosing_say() -> None:
    r = vg_run(BOARD % "1枚")
    assert zone_names(r, "B", "drop") == ["番兵"]
    assert {"7.50.1.1", "11.8.4", "11.8.4.1"} <= cited(r)


def test_every_one_named_is_not_a_choice() -> None:
    r = vg_run(BOARD % "すべて")
    assert sorted(zone_names(r, "B", "drop")) == ["番兵", "隠者"]
    assert "11.8.4.1" not in cited(r)
