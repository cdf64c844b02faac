"""vg card text: the trigger conditions of 魔獣合成 (6.10.5–6.10.7), on boards.

A's token 〈魔獣合成体〉 on the left front, 甲 (left back) and 乙 (right front) fused under it by
the ``beast_fuse`` action; the ability under test is on the card named in each test."""

from __future__ import annotations

from tests.ruling.boards import vg_run, zone_names

BOARD = """\
players:
  A:
    vanguard: {name: ゾルガ, type: normal, grade: 3, power: 13000, text: "VTEXT"}
    left_front: {name: ユーバーメンシュ, type: token, grade: 0, power: 15000, race: 魔獣合成体}
    left_back: {name: 甲, type: normal, grade: 1, power: 8000, race: ゲノムゲル, text: "KOTEXT"}
    right_front: {name: 乙, type: normal, grade: 2, power: 10000, race: ゲノムゲル}
    right_back: {name: 丙, type: normal, grade: 1, power: 8000, text: "HEITEXT"}
    drop: [{name: 丁, type: normal, grade: 1, power: 8000, text: "DROPTEXT"}]
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 2, power: 10000}
    deck: 10
actions:
  - {do: beast_fuse, units: UNITS}
  - {do: check_timing}
ask: [A.hand]
"""


def _run(units: str = "[left_front, left_back, right_front]", **texts: str) -> object:
    body = BOARD.replace("UNITS", units)
    for key in ("VTEXT", "KOTEXT", "HEITEXT", "DROPTEXT"):
        body = body.replace(key, texts.get(key.lower(), ""))
    return vg_run(body)


def _hand(r: object) -> int:
    return len(zone_names(r, "A", "hand"))


DRAW_FUSED_UNDER = "【自】：このカードが魔獣合成された時、１枚引く。"


def test_a_card_put_under_the_top_triggers_its_fused_ability() -> None:
    """6.10.7 「‘このユニットが魔獣合成された’は、…その結果このカードがその魔獣合成のカード
    の束の一番上以外だった」; its ability is not void under the top (6.10.3.1.1 「…‘魔獣合成
    された’ことを条件とする自動能力…であるか…」): 甲 draws one."""
    r = _run(kotext=DRAW_FUSED_UNDER)
    assert _hand(r) == 1
    assert {"6.10.7", "6.10.3.1.1"} <= set(r.decided_by)


def test_a_card_not_among_the_units_fused_does_not_trigger() -> None:
    """丙 was not fused (6.10.7: this card is under the top): no draw."""
    r = _run(heitext=DRAW_FUSED_UNDER)
    assert _hand(r) == 0


def test_a_fusion_not_made_is_no_fusion_for_the_trigger() -> None:
    """6.10.2.2 (one unit named: not made) and 6.10.5.1 (a fusion not made was not made): 甲's
    「魔獣合成された時」 does not trigger."""
    r = _run("[left_back]", kotext=DRAW_FUSED_UNDER)
    assert _hand(r) == 0


def test_other_abilities_under_the_top_stay_void() -> None:
    """6.10.3.1.1: an automatic ability of a card under the top on another condition is void —
    甲's 「あなたが魔獣合成した時」 does not trigger, 丙's (a unit of its own) does."""
    text = "【自】：あなたが魔獣合成した時、１枚引く。"
    assert _hand(_run(kotext=text)) == 0
    assert _hand(_run(heitext=text)) == 1


def test_you_fused_triggers_from_the_drop() -> None:
    """6.10.5 「‘あなたが魔獣合成した’は‘あなたが魔獣合成を行った’を意味します」: 丁's ability
    in the drop zone triggers on A's fusion; 「相手が魔獣合成した時」 does not."""
    r = _run(droptext="【自】【ドロップ】：あなたが魔獣合成した時、１枚引く。")
    assert _hand(r) == 1 and "6.10.5" in r.decided_by
    r = _run(droptext="【自】【ドロップ】：相手が魔獣合成した時、１枚引く。")
    assert _hand(r) == 0


def test_this_unit_fused_is_the_top() -> None:
    """6.10.6 「‘このユニットが魔獣合成した’は、…その結果このカードがその魔獣合成のカードの束
    の一番上だった」: the vanguard (not fused) does not trigger, a card under the top neither."""
    text = "【自】：このユニットが魔獣合成した時、１枚引く。"
    assert _hand(_run(vtext=text)) == 0
    assert _hand(_run(kotext=text)) == 0


def test_this_unit_fused_on_the_token_itself() -> None:
    """6.10.6: the token at the top with the ability triggers (its text given on the board)."""
    body = BOARD.replace(
        "race: 魔獣合成体}",
        'race: 魔獣合成体, text: "【自】：このユニットが魔獣合成した時、１枚引く。"}',
    )
    body = body.replace("UNITS", "[left_front, left_back]")
    for key in ("VTEXT", "KOTEXT", "HEITEXT", "DROPTEXT"):
        body = body.replace(key, "")
    r = vg_run(body)
    assert _hand(r) == 1 and "6.10.6" in r.decided_by


def _power(r: object, card: str) -> int:
    return r.outcome["state"][f"{card}.power"]  # type: ignore[attr-defined]


def test_the_unit_this_card_is_fused_with_is_the_top_of_its_bundle() -> None:
    """6.10.6.1 「‘このユニットが魔獣合成されている’は、‘このユニットが魔獣合成ユニットのカードの
    束の一番上である’」; 「このカードと魔獣合成されている」: the top of the bundle this card is
    under (6.10.2.1) — 甲 chooses the token, +10000 for the turn (15000 -> 25000)."""
    text = "【自】：このカードが魔獣合成された時、このカードと魔獣合成されているユニットを１枚選び、そのターン中、パワー＋10000。"
    body = BOARD.replace("UNITS", "[left_front, left_back]").replace("KOTEXT", text)
    for key in ("VTEXT", "HEITEXT", "DROPTEXT"):
        body = body.replace(key, "")
    r = vg_run(body.replace("ask: [A.hand]", "ask: [ユーバーメンシュ.power]"))
    assert _power(r, "ユーバーメンシュ") == 25000


def test_another_bundle_top_is_not_the_one_this_card_is_fused_with() -> None:
    """Two fusion units: the one topped by 二号 (乙 under it) is 「魔獣合成されている」 but not
    with 甲; only 甲's own top is chosen (no choice asked), 二号 stays at 15000."""
    text = "【自】：このカードが魔獣合成された時、このカードと魔獣合成されているユニットを１枚選び、そのターン中、パワー＋10000。"
    body = (
        BOARD.replace("UNITS", "[left_front, left_back]")
        .replace("KOTEXT", text)
        .replace(
            'right_back: {name: 丙, type: normal, grade: 1, power: 8000, text: "HEITEXT"}',
            "right_back: {name: 二号, type: token, grade: 0, power: 15000, race: 魔獣合成体}",
        )
        .replace(
            "actions:\n",
            "actions:\n  - {do: beast_fuse, units: [right_back, right_front]}\n",
        )
    )
    for key in ("VTEXT", "DROPTEXT"):
        body = body.replace(key, "")
    r = vg_run(body.replace("ask: [A.hand]", "ask: [ユーバーメンシュ.power, 二号.power]"))
    assert _power(r, "ユーバーメンシュ") == 25000 and _power(r, "二号") == 15000


def test_a_fusion_unit_on_your_circles_as_a_condition() -> None:
    """「魔獣合成されているあなたのユニットがいるなら」 (6.10.6.1): 丙 gets +5000 once the
    fusion is made, not when it is not made (one unit named, 6.10.2.2)."""
    text = (
        "【永】【(R)】：魔獣合成されているあなたのユニットがいるなら、このユニットのパワー＋5000。"
    )
    for units, want in (("[left_front, left_back]", 13000), ("[left_front]", 8000)):
        body = BOARD.replace("UNITS", units).replace("HEITEXT", text)
        for key in ("VTEXT", "KOTEXT", "DROPTEXT"):
            body = body.replace(key, "")
        r = vg_run(body.replace("ask: [A.hand]", "ask: [丙.power]"))
        assert _power(r, "丙") == want, units
