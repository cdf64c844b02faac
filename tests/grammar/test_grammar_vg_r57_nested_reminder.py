"""A head keyword's reminder holding a zone icon in its own parentheses (round 57, s54vgC): G-era
「【自】【(V)】【Gブレイク】(1)（あなたの(V)かＧゾーンに表のＧユニットが合計１枚以上あれば有効）：…」 —
moved after the colon as any head keyword's reminder (normalise ``_HEAD_KEYWORD``; a reminder
has no effect of its own, 2.11.3), the ability read as the one printed without it. Before: text
the grammar could not type. Checked on a board: generation break 1 (14.14.3) holds with one
face-up G unit in the G zone."""

from __future__ import annotations

from grammar import ast as A
from grammar.parse import parse_card
from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import unsupported
from tests.ruling.test_vg_constructions import run, value

REMINDER = "（あなたの(V)かＧゾーンに表のＧユニットが合計１枚以上あれば有効）"
TEXT = "【永】【(V)】【Gブレイク】(1){r}：このユニットのパワー＋5000。"


def test_reads_as_without_the_reminder() -> None:
    a = parse_card(TEXT.format(r=REMINDER), "vg").card
    assert a is not None and not A.unparsed(a)
    (x,) = a.abilities
    assert x.keyword is not None and x.keyword.id == "generation_break"
    assert x.keyword.arg("number") == A.Number(1)
    assert [r.text for r in x.reminders] == [REMINDER[1:-1].replace("Ｇ", "G").replace("１", "1")]
    get_game("vg")
    (p,) = _abilities("vg", TEXT.format(r=REMINDER), None)
    (q,) = _abilities("vg", TEXT.format(r=""), None)
    assert p.supported and q.supported and p.program.steps == q.program.steps


def test_a_trigger_reminder_stays_where_it_is() -> None:
    """A reminder ending in 「時」 (a trigger, 14.40.1 開花) is not moved after the colon, with an
    icon in it too."""
    text = "【自】【(V)】開花（あなたの(V)に登場した時）：１枚引く。"
    assert "開花:(" not in parse_card(text, "vg").normalised.text


def test_on_a_board() -> None:
    text = TEXT.format(r=REMINDER)
    v = '{name: 竜, type: normal, grade: 3, power: 13000, text: "' + text + '"}'
    up = "g_zone: [{name: 表G, type: g, grade: 4, power: 15000, face: up}]"
    r = run("", vanguard=v, extra=up)
    assert not unsupported(r) and value(r, "power", where="field.vanguard") == 18000
    down = up.replace("face: up", "face: down")
    assert value(run("", vanguard=v, extra=down), "power", where="field.vanguard") == 13000
