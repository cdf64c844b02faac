"""Round 55 (s52vgF): card text that fuses and puts a record marker.

- 「Xと、他のYを１枚(まで)選び」: one choice of two described parts (7.50.1), the second joined to
  the first and never a card the first chose (``_vg/cardtext._described_joint_choice``);
- 「それらを魔獣合成する」 runs ``_vg/fusion.fuse`` (6.10.2; one unit or none: not made, 6.10.2.2),
  and 「魔獣合成したなら」 reads whether it was made (6.10.5.1, 11.2.3);
- 「…を１体選び、「X」マーカーを置く」 puts a record marker on the unit chosen (15.8.2.2), none
  with no unit (15.8.3.1), and 「置いたなら」 reads whether it was put (11.2.3)."""

from __future__ import annotations

from ruling.cardtext.ir import Cond
from tests.ruling.boards import cited, compiled_first, vg_run, zone_names

FUSE = (
    "あなたの〈魔獣合成体〉のトークンと、他のあなたのリアガードを１枚%s選び、それらを魔獣合成する。"
    "魔獣合成したなら、１枚引く。"
)
TOKEN = "{name: 合成体, type: token, grade: 0, power: 10000, race: 魔獣合成体}"


def test_compiled_fusion() -> None:
    p = compiled_first(FUSE % "まで", "vg")
    verbs = [o.verb for o in p.steps]
    assert verbs == ["choose", "choose", "beast_fusion", "draw"]
    assert ("joined", True) in p.steps[1].detail and p.steps[1].bound == "up_to"
    assert p.steps[0].n == 1 and p.steps[0].target.races == ("魔獣合成体",)
    assert p.steps[3].cond == Cond("done", verb="beast_fusion")


def _fuse(rear: str, choose: str = "", upto: str = "") -> object:
    return vg_run(
        f"""players:
  A:
    vanguard: {{name: 術師, type: normal, grade: 3, power: 13000}}
    right_front: {TOKEN}
{rear}    hand: 0
    deck: 10
  B: {{vanguard: {{name: 騎士, type: normal, grade: 3, power: 13000}}, deck: 10}}
actions:
  - {{do: resolve_text, player: A, text: "{FUSE % upto}"}}
"""
        + (f"choices:\n  - {{player: A, at: choose, choose: {choose}}}\n" if choose else "")
    )


def test_fused_and_drawn() -> None:
    r = _fuse("    left_front: {name: 獣, type: normal, grade: 1, power: 8000}\n")
    assert sorted(zone_names(r, "A", "field.right_front")) == ["合成体", "獣"]
    assert len(zone_names(r, "A", "hand")) == 1
    assert {"6.10.2", "6.10.2.1", "11.2.3"} <= cited(r)


def test_one_unit_not_made_no_draw() -> None:
    # 「１枚まで」 with no other rear-guard: the token alone is not fused (6.10.2.2), so no draw
    r = _fuse("", upto="まで")
    assert zone_names(r, "A", "hand") == []
    assert {"6.10.2.2", "6.10.5.1", "11.2.3"} <= cited(r)


def test_second_part_never_the_first_card() -> None:
    # two tokens, no other rear-guard: the first part takes one, the second cannot take it again
    # (7.50.1) and takes the other
    r = _fuse(
        "    left_front: {name: 合成体二, type: token, grade: 0, power: 10000, race: 魔獣合成体}\n",
        "合成体二",
    )
    assert len(zone_names(r, "A", "hand")) == 1


MARK = "あなたのリアガードを１体選び、「烙印」マーカーを置く。置いたなら、１枚引く。"


def test_compiled_marker() -> None:
    p = compiled_first(MARK, "vg")
    assert [o.verb for o in p.steps] == ["choose", "put_marker", "draw"]
    assert ("marker", "烙印") in p.steps[1].detail


def _mark(rear: str) -> object:
    return vg_run(
        f"""players:
  A:
    vanguard: {{name: 審問官, type: normal, grade: 3, power: 13000}}
{rear}    hand: 0
    deck: 10
  B: {{vanguard: {{name: 騎士, type: normal, grade: 3, power: 13000}}, deck: 10}}
actions:
  - {{do: resolve_text, player: A, text: "{MARK}"}}
"""
    )


def test_marker_put_and_drawn() -> None:
    r = _mark("    left_front: {name: 兵, type: normal, grade: 1, power: 8000}\n")
    assert "烙印" in str(r.main.final.vars.get("markers:A") or r.main.final.vars)
    assert len(zone_names(r, "A", "hand")) == 1
    assert "15.8.2.2" in cited(r)


def test_no_unit_no_marker_no_draw() -> None:
    r = _mark("")
    assert zone_names(r, "A", "hand") == []
    assert {"15.8.3.1", "11.2.3"} <= cited(r)
