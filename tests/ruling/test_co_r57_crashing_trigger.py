"""Round 57 (s54coT): 「あなたのキャラクターが相手のキャラクターをクラッシュしたとき」 (and 「あなたが
コントロールしているキャラクターが…」, 「『X』が…」): a character crashed by the damage a character
dealt it (4.3.9 「DP以上のダメージを受けた場合、クラッシュします」, the exchange 3.4.5.4) is the event
of the character that dealt it; whose characters the trigger names are read by control (4.2.12).
A crash of the controller's own character, or one the damage did not cause, triggers nothing."""

from __future__ import annotations

from tests.ruling.boards import co_ability, co_run, main_state, unsupported

TEXT = "「研」　あなたのキャラクターが相手のキャラクターをクラッシュしたとき、あなたは1エネルギーを得る。"

BOARD = """
turn: {{player: A, number: 8, phase: main}}
players:
  A:
    hp: 10
    deck: 10
    field:
      - {{name: 研, type: navigator, text: "{text}"}}
      - {{name: 甲, type: character, ap: {ap}, dp: 5}}
  B:
    hp: 10
    deck: 10
    field: [{{name: 乙, type: character, ap: {bap}, dp: 2}}]
actions:
  - {{do: attack, attacker: 甲, defender: 乙}}
ask: [A.energy, 乙.zone, 甲.zone]
"""


def _run(ap: int, bap: int = 1, text: str = TEXT) -> object:
    r = co_run(BOARD.format(text=text, ap=ap, bap=bap))
    assert not unsupported(r)
    return r


def test_wordings_read_alike() -> None:
    ab = co_ability(TEXT)
    assert ab.supported, ab.reason
    other = "「研」　あなたがコントロールしているキャラクターが相手のキャラクターをクラッシュしたとき、あなたは1エネルギーを得る。"
    assert co_ability(other).program == ab.program


def test_battle_crash_of_opponents_character_triggers() -> None:
    r = _run(3)
    assert main_state(r, "乙.zone") == "B.dustbox"
    assert main_state(r, "A.energy") == 1
    assert "4.3.9" in r.decided_by


def test_no_crash_no_trigger() -> None:
    r = _run(1)
    assert main_state(r, "乙.zone") == "B.field"
    assert main_state(r, "A.energy") == 0


def test_own_character_crashed_is_not_the_opponents() -> None:
    # 乙 (AP 5) crashes A's 甲 (DP 5), 甲 crashes 乙: only the crash of 乙 is A's character
    # crashing the opponent's — the trigger resolves once
    r = _run(3, bap=5)
    assert main_state(r, "甲.zone") == "A.dustbox"
    assert main_state(r, "A.energy") == 1


def test_opponents_trigger_on_opponents_crash() -> None:
    # 「相手のキャラクターがあなたのキャラクターをクラッシュしたとき」 on A's navigator: B's 乙
    # crashing A's 甲
    text = "「研」　相手のキャラクターがあなたのキャラクターをクラッシュしたとき、あなたは1エネルギーを得る。"
    assert main_state(_run(1, bap=5, text=text), "A.energy") == 1
    assert main_state(_run(3, bap=1, text=text), "A.energy") == 0


DURING = """
turn: {{player: A, number: 8, phase: main}}
players:
  A:
    hp: 10
    deck: 10
    field:
      - {{name: 甲, type: character, ap: 1, dp: 1}}
  B:
    hp: 10
    deck: 10
    field:
      - {{name: 研, type: navigator, text: "{text}"}}
      - {{name: 乙, type: character, ap: 3, dp: 5}}
actions:
  - {{do: attack, attacker: 甲, defender: 乙}}
ask: [B.energy, 甲.zone]
"""


def test_during_its_controllers_turn_only() -> None:
    # B's 乙 crashes A's 甲 in A's turn: 「あなたのターン中に」 on B's card is not met (4.3.6),
    # 「相手のターン中に」 is
    for whose, energy in (("あなた", 0), ("相手", 1)):
        text = (
            f"「研」　{whose}のターン中に、あなたがコントロールしているキャラクターが相手の"
            "キャラクターをクラッシュしたとき、あなたは1エネルギーを得る。"
        )
        r = co_run(DURING.format(text=text))
        assert not unsupported(r)
        assert main_state(r, "甲.zone") == "A.dustbox"
        assert main_state(r, "B.energy") == energy, whose
