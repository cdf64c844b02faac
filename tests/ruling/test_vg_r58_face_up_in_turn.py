"""Round 58 (s55vgC): 「あなたのターン中、あなたのダメージゾーンのカードが表になった時」 — a face-change
trigger (a card turned face up, 7.3.1) with the time its event names for itself: it triggers only
in that fighter's turn (the shared ``take_during``, as 「あなたのターン中、…が退却した時」 reads).
Refused before as "a face-change trigger of this shape"."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported, vg_card_board
from tests.ruling.boards import zone_names as zone

TEXT = "【自】【(R)】：あなたのターン中、あなたのダメージゾーンのカードが表になった時、１枚引く。"
CHARGE = (
    '  - {do: resolve_text, player: A, card: A.vanguard, text: "【カウンターチャージ】(1)する。"}'
)
DOWN = "[{name: 傷, type: normal, grade: 1, face: down}]"


def _run(turn_player: str) -> object:
    text = vg_card_board(TEXT, CHARGE, damage=DOWN)
    return resolve(
        loads(text.replace("turn: {player: A,", f"turn: {{player: {turn_player},"), "t.yaml")
    )


def test_in_your_turn_it_triggers() -> None:
    r = _run("A")
    assert not unsupported(r)
    assert zone(r, "A", "hand") == ["山1"]


def test_in_the_opponents_turn_it_does_not() -> None:
    r = _run("B")
    assert not unsupported(r)
    assert r.main.final.players["A"].zones["damage"][0].face_up  # charged all the same
    assert zone(r, "A", "hand") == []


HISTORY = (
    "【自】【(R)】：このユニットがアタックした時、このターン中にあなたのダメージゾーンのカードが"
    "２枚以上裏になっていたなら、そのターン中、このユニットのパワー＋5000。"
)
UP2 = "[{name: 傷1, type: normal, grade: 1}, {name: 傷2, type: normal, grade: 1}]"


def _flipped(n: int) -> str:
    turn = (
        '  - {do: resolve_text, player: A, card: A.vanguard, text: "あなたのダメージゾーンから'
        f'{"１２"[n - 1]}枚選び、裏にする。"}}\n'
    )
    return turn + "  - {do: attack, attacker: left_front, target: vanguard}"


def test_how_many_cards_turned_face_down_this_turn() -> None:
    """「このターン中に…のカードが２枚以上裏になっていたなら」 (a history condition, the turn's
    record of cards turned face down, 7.3.1, each card counted): two turned before the attack —
    +5000; one — not."""
    from tests.ruling.test_vg_constructions import run, value

    two = run(HISTORY, actions=_flipped(2), damage=UP2)
    assert not unsupported(two) and value(two, "power") == 15000
    one = run(HISTORY, actions=_flipped(1), damage=UP2)
    assert not unsupported(one) and value(one, "power") == 10000
