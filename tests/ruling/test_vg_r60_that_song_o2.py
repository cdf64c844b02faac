"""「その曲」 / 「同じ曲」 (s57vgO2, round 60): a set order named after 「その」 or a bare 「同じ」 by its subtype
(17.7.1.1 曲, 17.12.1 プロダクト) is the card the step before chose — 「…曲を1枚選び、歌う。その後、同じ曲を
歌う。」 sings the one song twice: its 「歌われた時」 ability triggers twice (17.7.2.1, 11.9.3) and both
resolve, the song face down after the first (17.7.3)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import cited
from tests.ruling.test_vg_r60_order_acts import SUNG, card, hand, run


@pytest.mark.parametrize("again", ["同じ曲", "その曲"])
def test_the_same_song_sung_again(again: str) -> None:
    r = run("曲", SUNG, f"あなたのオーダーゾーンの曲を1枚選び、歌う。その後、{again}を歌う。")
    assert sorted(hand(r)) == ["引いた札", "次の札"]
    assert card(r).face_up is False
    assert {"17.7.2.1", "17.7.3"} <= set(cited(r))


def test_that_song_is_no_product() -> None:
    """「そのプロダクト」 names the card chosen; 稼働させる checks the subtype again (17.12.2): a song
    is not operated, nothing triggers."""
    r = run(
        "曲",
        SUNG,
        "あなたのオーダーゾーンの曲を1枚選び、歌う。その後、そのプロダクトを稼働させる。",
    )
    assert hand(r) == ["引いた札"]
