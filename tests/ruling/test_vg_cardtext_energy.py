"""vg card text: a condition on a player's energy (3.1.3), on boards.

「各ファイターは、一部カードにより参照する‘エネルギー’という数値を有します」 (3.1.3): the player
value ``energy``; 「あなたのエネルギーがN以上 / 以下 / 未満 / Nなら」 compares it."""

from __future__ import annotations

from tests.ruling.boards import vg_run


def _power(text: str, energy: str = "") -> object:
    body = f"""\
players:
  A:
    {energy}
    vanguard: {{name: 覇竜, type: normal, grade: 3, power: 13000, text: "{text}"}}
    deck: 10
  B:
    energy: 3
    vanguard: {{name: 騎士, type: normal, grade: 3, power: 13000}}
    deck: 10
ask: [A.vanguard.power]
"""
    return vg_run(body)


def _value(r: object) -> int:
    return r.outcome["state"]["A.vanguard.power"]  # type: ignore[attr-defined]


AT_LEAST = "【永】【(V)】：あなたのエネルギーが５以上なら、このユニットのパワー＋10000。"


def test_your_energy_at_least() -> None:
    """3.1.3: energy 5 meets 「５以上」 (23000), energy 4 does not (13000); 3.1.3 cited."""
    r = _power(AT_LEAST, "energy: 5")
    assert _value(r) == 23000 and "3.1.3" in r.decided_by
    assert _value(_power(AT_LEAST, "energy: 4")) == 13000


def test_less_than_and_exact() -> None:
    """「３未満」: 2 yes, 3 no; 「７なら」: exactly 7."""
    less = "【永】【(V)】：あなたのエネルギーが３未満なら、このユニットのパワー＋5000。"
    assert _value(_power(less, "energy: 2")) == 18000
    assert _value(_power(less, "energy: 3")) == 13000
    exact = "【永】【(V)】：あなたのエネルギーが７なら、このユニットのパワー＋5000。"
    assert _value(_power(exact, "energy: 7")) == 18000
    assert _value(_power(exact, "energy: 8")) == 13000


def test_the_opponents_energy() -> None:
    """「相手のエネルギーが３以下なら」 reads B's energy (3), not A's (9)."""
    text = "【永】【(V)】：相手のエネルギーが３以下なら、このユニットのパワー＋5000。"
    assert _value(_power(text, "energy: 9")) == 18000


def test_energy_not_given_is_stated() -> None:
    """A's energy not given: taken as 0 and the ruling says so (never a silent default)."""
    r = _power(AT_LEAST)
    assert _value(r) == 13000
    assert any(w.key == "not_given_taken_as" and "エネルギー" in w.ja for w in r.warnings())
