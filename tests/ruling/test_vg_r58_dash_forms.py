"""Round 58 (s55vgR2): what the dash forms and the kana token name do on a board
(docs/cardtext.md, VG round 58; the grammar side in tests/grammar/test_grammar_vg_r58_dash_forms.py)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import cited, decided, main_state, vg_run, zone_names

WAVE = """players:
  A:
    vanguard: {name: 将, type: normal, grade: 3, power: 13000}
    left_front:
      name: 剣士
      type: normal
      grade: 2
      power: 10000
      text: "【自】【(R)】：連波（%sのバトル）－このユニットがアタックした時、そのバトル中、このユニットのパワー＋5000。"
    right_front: {name: 戦士, type: normal, grade: 2, power: 10000}
    deck: 10
  B:
    vanguard: {name: 甲竜, type: normal, grade: 3, power: 14000}
    deck: [{name: 欠片, type: normal, grade: 0, trigger: none}, 9]
actions:
  - {do: attack, attacker: right_front, target: B.vanguard}
  - {do: attack, attacker: left_front, target: B.vanguard}
ask: [B.damage]
"""


@pytest.mark.parametrize(("battles", "hit"), [("２回目", True), ("１回目", False)])
def test_wave_works_in_the_battle_named(battles: str, hit: bool) -> None:
    # 剣士 attacks in the turn's 2nd battle: 10000 + 5000 against 14000 only when it is valid
    r = vg_run(WAVE % battles, "battle")
    assert main_state(r, "B.damage") == (1 if hit else 0)
    assert ("14.37.1" in decided(r)) is hit


MELODY = """players:
  A:
    vanguard: {name: 女王, type: normal, grade: 3, power: 13000}
    left_front:
      name: 月
      type: normal
      grade: 2
      power: 10000
      text: "【永】：旋律－【永】：このユニットのパワー＋3000。（これは旋律を持つあなたのユニットすべてが共有する）"
    right_front:
      name: 星
      type: normal
      grade: 2
      power: 10000
      text: "%s"
    deck: 10
  B: {vanguard: {name: 拳士, type: normal, grade: 3, power: 13000}, deck: 10}
actions: []
ask: [星.power]
"""
STAR = "【永】：旋律－【自】：このユニットがアタックした時、【ソウルチャージ】(1)。（これは旋律を持つあなたのユニットすべてが共有する）"


@pytest.mark.parametrize(("text", "power"), [(STAR, 13000), ("", 10000)])
def test_melody_shared_with_melody_units_only(text: str, power: int) -> None:
    # 14.41.2: 星 has 旋律 and gains 月's designated ability; without 旋律 it does not
    r = vg_run(MELODY % text)
    assert main_state(r, "星.power") == power
    if text:
        assert "14.41.2" in decided(r)


def test_shared_automatic_ability_cites_the_keyword() -> None:
    body = (MELODY % STAR).replace(
        "actions: []", "actions:\n  - {do: attack, attacker: right_front, target: B.vanguard}"
    )
    r = vg_run(body.replace("ask: [星.power]", "ask: [A.soul]"), "battle")
    assert main_state(r, "A.soul") == 1
    assert "14.41.2" in decided(r)


TOKEN = """players:
  A:
    vanguard:
      name: 団長
      type: normal
      grade: 3
      power: 13000
      text: "【起】【(V)】：見習い兵・トークンを１枚(R)にコールする。（見習い兵：グレード０/パワー5000/クリティカル１/〈ヒューマン〉）"
    deck: 10
  B: {vanguard: {name: 獣王, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - do: main_phase
    actions:
      - {do: activate, card: 団長}
      - {do: resolve_text, player: A, text: "あなたの〈%s〉のリアガードを１枚選び、そのターン中、パワー＋5000。"}
choices:
  - {player: A, at: circle, choose: left_front}
ask: [A.left_front]
"""


@pytest.mark.parametrize(("race", "power"), [("ヒューマン", 10000), ("エルフ", 5000)])
def test_token_with_kana_name_and_race(race: str, power: int) -> None:
    r = vg_run(TOKEN % race)
    assert zone_names(r, "A", "field.left_front") == ["見習い兵"]
    tok = r.main.final.players["A"].zones["field.left_front"][0]
    assert tok.extra.get("race") == "ヒューマン"
    assert {"15.4.6.1", "15.4.3.1"} <= cited(r)
    from ruling.core import Engine
    from ruling.games._vg.values import power as power_of
    from ruling.rules import get_game

    ctx = Engine(get_game("vg"), r.main.final).ctx
    assert power_of(ctx, tok.uid) == power
