"""Victory Spark: constructions and rules read on the round-12 development entries, each on a
minimal case of its own (round 13, issue 14)."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

ATTACK = "{player: A, number: 7, phase: attack, first_player: A}"
SUPPORT = "  - {do: attack, support: 春香}"
BENCH = "bench: {left: {name: 春香, ap: 1000, dp: 1000}}"


def _ruling(a: str, b: str, actions: str, ask: str, turn: str = ATTACK, extra: str = ""):
    text = (
        f"game: vs\ntitle: t\nturn: {turn}\nplayers:\n  A: {a}\n  B: {b}\n"
        f"actions:\n{actions}\n{extra}ask: {ask}\n"
    )
    return resolve(loads(text))


def test_the_opponent_draws_when_the_text_names_the_opponent() -> None:
    """4.10.3 「指定されたプレイヤーは」: 「相手は2枚引く」 is drawn by the master's opponent, not
    by the master."""
    text = '"[リング]このカードがアタックした時、相手は2枚引く。"'
    a = f"{{deck: 9, hand: 0, ring: {{name: 千早, ap: 1000, dp: 2000, text: {text}}}, {BENCH}}}"
    b = "{deck: 9, hand: 0, ring: {name: 美希, ap: 1000, dp: 5000}}"
    r = _ruling(a, b, SUPPORT, "[A.hand, B.hand]")
    assert r.outcome["state"] == {"A.hand": 0, "B.hand": 2}
    assert {"4.10.3", "8.1.1.2"} <= set(r.decided_by)


def test_a_ring_card_retired_triggers_the_ring_retired_techniques_of_both_sides() -> None:
    """8.6.6: 「（あなた|相手）のリングのカードがリタイヤ置場に置かれた時」 reads from where to where a
    card moved: B's ring card beaten (7.1.5.4) triggers A's 「相手の…」 and B's 「あなたの…」; a
    ring card that goes elsewhere (a bench card to the waiting room, 9.4) triggers neither."""
    mine = '"[リング]相手のリングのカードがリタイヤ置場に置かれた時、あなたは1枚引く。"'
    yours = '"[ベンチ]あなたのリングのカードがリタイヤ置場に置かれた時、あなたは1枚引く。"'
    a = f"{{deck: 9, hand: 0, ring: {{name: 千早, ap: 3000, dp: 3000, text: {mine}}}, {BENCH}}}"
    b = (
        "{deck: 9, hand: 0, ring: {name: 美希, ap: 1000, dp: 2000},"
        f" bench: {{left: {{name: 亜美, ap: 1000, dp: 1000, text: {yours}}}}}}}"
    )
    r = _ruling(a, b, SUPPORT, "[A.hand, B.hand, 美希.zone]")
    assert r.outcome["state"] == {"A.hand": 1, "B.hand": 1, "美希.zone": "B.retire"}
    assert "8.6.6" in r.decided_by
    # 美希 survives (defence 5000): nothing left the ring, nothing triggers
    r = _ruling(a, b.replace("dp: 2000", "dp: 5000"), SUPPORT, "[A.hand, B.hand, 美希.zone]")
    assert r.outcome["state"] == {"A.hand": 0, "B.hand": 0, "美希.zone": "B.ring"}


def test_a_ring_card_reads_the_ring_it_left_for_its_own_ring_retired_technique() -> None:
    """8.1.1.2.1 / 8.6.6: a [リング] technique 「あなたのリングのカードがリタイヤ置場に置かれた時」 on
    the card that was retired is read in the ring it left, and triggers."""
    own = '"[リング]あなたのリングのカードがリタイヤ置場に置かれた時、あなたは1枚引く。"'
    a = f"{{deck: 9, hand: 0, ring: {{name: 千早, ap: 3000, dp: 3000}}, {BENCH}}}"
    b = f"{{deck: 9, hand: 0, ring: {{name: 美希, ap: 1000, dp: 2000, text: {own}}}}}"
    r = _ruling(a, b, SUPPORT, "[B.hand, 美希.zone]")
    assert r.outcome["state"] == {"B.hand": 1, "美希.zone": "B.retire"}


def test_tenth_retire_card_with_a_hand_technique_triggered_parts_the_readings() -> None:
    """9.2.2 「誘発している自動能力が無い場合」 against 1.2.2.1 「解決領域に能力が無い場合」: a
    [手札] technique that triggered is put in the resolution zone only when revealed after the
    rule processes (4.4.1.1), so the readings part; the ruling gives both (the wait reading:
    the technique resolves and B survives; the other: B loses)."""
    back = (
        '"[手札]あなたのリングのカードがリタイヤ置場に置かれた時、あなたは自分のリタイヤを1枚選び、'
        '自分の控え室に置く。"'
    )
    a = f"{{deck: 9, ring: {{name: 千早, ap: 3000, dp: 3000}}, {BENCH}}}"
    b = (
        f"{{deck: 9, retire: 9, hand: [{{name: 凛, ap: 1000, dp: 1000, text: {back}}}],"
        " ring: {name: 美希, ap: 1000, dp: 2000}}"
    )
    extra = "choices:\n  - {player: B, at: hand_reveal, choose: 'yes'}\n"
    r = _ruling(a, b, SUPPORT, "[B.retire]", extra=extra)
    assert r.outcome["game_over"] is False and r.outcome["state"] == {"B.retire": 9}
    amb = [w for w in r.warnings() if w.kind == "ambiguity"]
    assert amb and {"9.2.2", "1.2.2.1"} <= set(amb[0].clauses)
