"""「この戦闘の間、『X』は「+2:+0」の修正を受ける」 (round 59, s56coX): for the time of this battle,
ending where the effects lasting so end (3.4.5.5) — what 「戦闘終了時まで」 says."""

from __future__ import annotations

from tests.ruling.boards import co_ability, co_run, main_state

DURING = "『天城』がアタックしたとき、この戦闘の間、『天城』は「+2:+0」の修正を受ける。"


def test_read_as_until_the_battle_s_end() -> None:
    a = co_ability(DURING)
    assert a.supported, a.reason
    assert a.program == co_ability(DURING.replace("この戦闘の間", "戦闘終了時まで")).program


def test_the_modifier_lasts_the_battle() -> None:
    text = DURING.replace("「", "\\u300c").replace("」", "\\u300d")
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n  A:\n    hp: 10\n    deck: 10\n"
        f'    field: [{{name: 天城, type: character, gender: 男性, ap: 2, dp: 2, text: "{text}"}}]\n'
        "  B: {hp: 10, deck: 10}\n"
        "actions:\n  - {do: attack, attacker: 天城, defender: none}\nask: [B.hp, 天城.ap]\n"
    )
    assert main_state(r, "B.hp") == 6  # dealt with AP 4 in the battle
    assert main_state(r, "天城.ap") == 2  # the battle over, the modifier has ended
