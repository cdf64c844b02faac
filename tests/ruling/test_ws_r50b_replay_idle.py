"""Round 50 (s47wsB): a replay instruction no process carries out (11.3.1.3).

11.3.1.3 「リプレイ指示の内容は、…で示される処理以外で実行されることはありません。」 — the process is
11.3.2's (an effect of the card carrying out the replay action). When the card's other lines do not
even name the first word of the instruction, none of them carries it out, whatever the red replay
action is: the instruction is no ability of the card (not reported as text not run) and playing the
card does nothing of it, said where its replay effect would have acted."""

from __future__ import annotations

from ruling.games._ws.replay import card_text, idle, instruction
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

IDLE = "【永】 このカードのパワーを＋500。\n［リプレイ］ ゲームをする あなたは1枚引く。"
USED = "【自】 このカードが舞台に置かれた時、ゲームをする。\n［リプレイ］ ゲームをする あなたは1枚引く。"


def test_idle_instruction_is_left_out() -> None:
    assert idle(IDLE) == (1, "ゲームをする あなたは1枚引く。")
    assert card_text(IDLE) == "【永】 このカードのパワーを＋500。"


def test_instruction_carried_out_is_not_idle() -> None:
    assert idle(USED) is None
    assert instruction(USED) is not None


def _play(text: str) -> str:
    return f"""game: ws
title: t
turn: {{player: A, number: 4, phase: main, first_player: A}}
players:
  A:
    level: 0
    hand:
      - {{name: 遊び人, type: character, level: 0, cost: 0, power: 2000, soul: 1, color: GREEN, text: "{text}"}}
    deck: 10
  B: {{deck: 10}}
actions:
  - {{do: play, player: A, card: 遊び人, slot: center_front}}
"""


def test_playing_the_card_draws_nothing_and_says_why() -> None:
    y = _play(IDLE.replace("\n", "\\n")) + (
        "expect:\n  state: {A.hand: 0, A.deck: 10, 遊び人.power: 2500}\n"
        '  decided_by: ["11.3.1.3"]\n'
    )
    r = resolve(loads(y, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert not any("リプレイ" in w.ja for w in r.warnings() if w.kind == "unsupported")


def test_carried_out_instruction_draws_and_cites_11_3_2() -> None:
    y = _play(USED.replace("\n", "\\n")) + (
        "expect:\n  state: {A.hand: 1, A.deck: 9}\n"
        '  decided_by: ["11.3.2"]\n  not_decided_by: ["11.3.1.3"]\n'
    )
    r = resolve(loads(y, "t.yaml"))
    assert not check_expect(r), check_expect(r)
