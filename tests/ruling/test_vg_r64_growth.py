"""Round 64 (s61vgR1): 爆裂成長期 (17.16.6, ``_vg/growth``) — 「爆裂成長期－(ユニット条件)」 read as
a keyword with its unit condition (17.16.6.1); a call over a unit meeting it makes that unit a
成長元 instead of retiring it (17.16.6.2), not counted by 13.3.5, moved with its unit (17.16.6.4);
「成長元をこのリアガードサークルに残して…戻す」 moves the unit alone (17.16.6.7); a superior call
raises the audit's ``growth_superior_call``."""

from __future__ import annotations

from grammar.parse import parse_card
from ruling.games._vg.cardtext import compile_ability
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited

GROWS = "【永】：爆裂成長期－グレード１以下"
RETIRE_WATCH = (
    "【自】(R)：あなたの他のリアガードが退却した時、そのターン中、このユニットのパワー＋5000。"
)


def _compile(text: str):  # type: ignore[no-untyped-def]
    return compile_ability(parse_card(text, "vg").card.abilities[0])


def test_the_keyword_carries_its_unit_condition() -> None:
    kw = parse_card(GROWS, "vg").card.abilities[0].keyword
    assert kw is not None and kw.id == "sodachi_zakari"
    p = _compile(GROWS)
    assert p.keyword == "sodachi_zakari"
    assert dict(p.params) == {"stat": "grade", "cmp": "le", "value": 1}


def _board(under_grade: int, actions: str, expect: str, extra: str = "", hand: str = "") -> str:
    return f"""game: vg
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    vanguard: {{name: 王, type: normal, grade: 3, power: 13000{extra}}}
    left_front: {{name: 苗, type: normal, grade: {under_grade}, power: 8000}}
    right_front: {{name: 番, type: normal, grade: 2, power: 9000, text: "{RETIRE_WATCH}"}}
    hand:
      - {{name: 成獣, type: normal, grade: 2, power: 10000, text: "{GROWS}"}}
{hand}    soul: 2
    damage: 2
    deck: 10
  B:
    vanguard: {{name: 敵, type: normal, grade: 3, power: 13000}}
    deck: 10
actions:
{actions}
expect:
{expect}
"""


CALL = "  - {do: call, player: A, card: 成獣, circle: left_front}"


def test_a_unit_meeting_the_condition_becomes_the_origin() -> None:
    r = resolve(
        loads(
            _board(
                1,
                CALL,
                "  state: {A.left_front: [成獣, 苗], A.drop: 0, 番.power: 9000}\n"
                "  triggered: {番: 0}",
            ),
            "t.yaml",
        )
    )
    assert not check_expect(r), check_expect(r)
    got = cited(r)
    assert {"17.16.6.2", "13.3.5"} <= got
    assert "6.2.3.4" not in got


def test_a_unit_not_meeting_it_is_retired() -> None:
    r = resolve(
        loads(
            _board(2, CALL, "  state: {A.left_front: [成獣], A.drop: [苗], 番.power: 14000}"),
            "t.yaml",
        )
    )
    assert not check_expect(r), check_expect(r)
    assert "17.16.6.2" not in cited(r)


def test_the_origin_goes_along_and_is_no_retired_unit() -> None:
    cost = ', text: "【起】(V)【ターン1回】：【コスト】[あなたのリアガードを１枚退却させる]、１枚引く。"'
    r = resolve(
        loads(
            _board(
                1,
                CALL + "\n  - {do: activate, player: A, card: 王}\nchoices:\n"
                "  - {player: A, at: cost, choose: 成獣}",
                "  state: {A.drop: [成獣, 苗], A.left_front: empty, 番.power: 14000}\n"
                "  triggered: {番: 1}",
                extra=cost,
            ),
            "t.yaml",
        )
    )
    assert not check_expect(r), check_expect(r)
    assert "17.16.6.4" in cited(r)


def test_a_call_over_the_grown_unit_retires_it_with_its_origin() -> None:
    hand = "      - {name: 狩人, type: normal, grade: 2, power: 10000}\n"
    r = resolve(
        loads(
            _board(
                1,
                CALL + "\n  - {do: call, player: A, card: 狩人, circle: left_front}",
                "  state: {A.left_front: [狩人], A.drop: [成獣, 苗], 番.power: 14000}\n"
                "  triggered: {番: 1}",
                hand=hand,
            ),
            "t.yaml",
        )
    )
    assert not check_expect(r), check_expect(r)
    assert {"6.2.3.4", "17.16.6.4"} <= cited(r)


def test_leaving_the_origin_makes_it_a_unit_again() -> None:
    text = (
        GROWS
        + "\\n【起】(R)：【コスト】[ソウルブラスト(1)]、成長元をこのリアガードサークルに残して、"
        "このユニットを手札に戻す。"
    )
    board = _board(1, CALL + "\n  - {do: activate, player: A, card: 成獣}", "").replace(
        f'text: "{GROWS}"', f'text: "{text}"'
    )
    board = board.replace(
        "expect:\n",
        "effects:\n  - {target: 苗, stat: power, op: add, value: 5000, until: turn}\n"
        "expect:\n  state: {成獣.zone: A.hand, A.left_front: [苗], 苗.power: 13000}",
    )
    r = resolve(loads(board, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert {"17.16.6.7", "17.16.6.2.1"} <= cited(r)


def test_a_superior_call_raises_the_point() -> None:
    sup = (
        ', text: "【起】(V)【ターン1回】：【コスト】[カウンターブラスト(1)]、あなたの手札から'
        'グレード２以下のカードを１枚選び、(R)にスペリオルコールする。"'
    )
    r = resolve(
        loads(
            _board(
                1,
                "  - {do: activate, player: A, card: 王}\nchoices:\n"
                "  - {player: A, at: choose, choose: 成獣}\n"
                "  - {player: A, at: circle, choose: A.left_front}",
                "  ambiguous: ['17.16.6.2']\n  readings:\n"
                "    - clauses: ['17.16.6.2']\n"
                "      state: {A.left_front: [成獣, 苗], A.drop: 0}\n"
                "    - clauses: ['17.16.6.2', '6.2.3.4']\n"
                "      state: {A.left_front: [成獣], A.drop: [苗]}",
                extra=sup,
            ),
            "t.yaml",
        )
    )
    assert not check_expect(r), check_expect(r)
