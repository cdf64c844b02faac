"""ws round 56 (s53wsC2): 「そのターン中、あなたのキャラすべては、相手の効果に選ばれない」 in an effect —
each of the master's characters on the stage when it is done may not be chosen by the opponent's
effects for as long as it says (8.2.1.2; the choice, 8.6.3, skips them, 1.3.3); a character put
there after it is not one of them."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, compiled_first, main_state

SHIELD = "【起】 そのターン中、あなたのキャラすべては、相手の効果に選ばれない。"
BOUNCE = "あなたは相手のキャラを1枚選び、手札に戻す。"


def _run(first: str, after: str = "") -> dict[str, str]:
    src = (
        WS_HEAD
        + "players:\n  A:\n    deck: 10\n    hand: [{name: 後, type: character, level: 0}]\n"
        "    stage:\n"
        f'      center_front: {{name: 盾, type: character, level: 0, power: 3000, soul: 1, text: "{SHIELD}"}}\n'
        "      left_front: {name: 僚, type: character, level: 0, power: 3000, soul: 1}\n"
        "  B: {deck: 10}\nactions:\n"
        + first
        + after
        + f'  - {{do: resolve_text, player: B, text: "{BOUNCE}"}}\n'
        "choices:\n  - {player: B, at: choose, choose: 僚}\n"
        "ask: [僚.zone, 盾.zone]\n"
    )
    r = resolve(loads(src, "t.yaml"))
    return {k: main_state(r, k) for k in ("僚.zone", "盾.zone")}


def test_compiled_as_a_timed_ban_on_the_group() -> None:
    prog = compiled_first(SHIELD, "ws")
    assert [o.verb for o in prog.steps] == ["prohibit"]
    assert prog.steps[0].until == "turn"


def test_the_opponents_effect_cannot_choose_them() -> None:
    assert _run("  - {do: activate, card: 盾}\n")["僚.zone"] == "A.stage.left_front"


def test_without_the_ban_the_choice_is_made() -> None:
    assert _run("")["僚.zone"] == "A.hand"


def test_a_character_put_there_after_it_is_not_protected() -> None:
    r = resolve(
        loads(
            WS_HEAD + "players:\n  A:\n    deck: 10\n    stock: 0\n"
            "    hand: [{name: 後, type: character, level: 0, cost: 0, power: 1000, soul: 1}]\n"
            "    stage:\n"
            f'      center_front: {{name: 盾, type: character, level: 0, power: 3000, soul: 1, text: "{SHIELD}"}}\n'
            "  B: {deck: 10}\nactions:\n  - {do: activate, card: 盾}\n"
            "  - {do: play, card: 後, slot: left_front}\n"
            f'  - {{do: resolve_text, player: B, text: "{BOUNCE}"}}\n'
            "choices:\n  - {player: B, at: choose, choose: 後}\nask: [後.zone]\n",
            "t.yaml",
        )
    )
    assert main_state(r, "後.zone") == "A.hand"
