"""co card-text constructions of round 19 (s15co, issue 12): refusals of the card-text sets
cards_r14-r18 grouped by construction, each on a minimal board of its own, with its neighbours."""

from __future__ import annotations

from typing import Any

import pytest

from tests.ruling.boards import co_ability, co_run

# ------ cards of the field described further: 「あなた / 相手 / 敵デュエルマスターがコントロールし
# ている」 + orientation (3.2.2), AP / DP compared with a number, kind, gender, 「他の」 (4.2.12)

_FIELD = """
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    deck: 10
    field:
      - {{name: 騎士, type: character, ap: 3, dp: 3, gender: 男性}}
      - {{name: 巫女, type: character, ap: 1, dp: 2, gender: 女性, state: rest}}
      - {{name: 司書, type: navigator}}
      - {{name: 盾, type: item}}
  B:
    hp: 10
    deck: 10
    field:
      - {{name: 兵, type: character, ap: 1, dp: 1}}
      - {{name: 弓兵, type: character, ap: 2, dp: 4, state: rest}}
      - {{name: 巨人, type: character, ap: 4, dp: 5}}
actions:
  - {{do: resolve_text, player: A, text: "{text}"}}
ask: [{ask}]
"""


def _run(text: str, ask: str) -> Any:
    return co_run(_FIELD.format(text=text, ask=ask))


@pytest.mark.parametrize(
    "text",
    [
        "相手がコントロールしているAP2以下のキャラクターをすべてクラッシュする。",
        "敵デュエルマスターがコントロールしているAP2以下のキャラクターをすべてクラッシュする。",
        "相手のAP2以下のキャラクターをすべてクラッシュする。",
    ],
)
def test_every_character_of_the_opponent_with_ap_at_most_n_crashes(text: str) -> None:
    r = _run(text, "兵.zone, 弓兵.zone, 巨人.zone, 騎士.zone, 巫女.zone")
    assert r.outcome["state"] == {
        "兵.zone": "B.dustbox",
        "弓兵.zone": "B.dustbox",
        "巨人.zone": "B.field",
        "騎士.zone": "A.field",
        "巫女.zone": "A.field",  # AP 1, but A's
    }


def test_ap_at_least_on_the_whole_field() -> None:
    r = _run(
        "フィールドに出ているAP3以上のキャラクターをすべてクラッシュする。",
        "騎士.zone, 巨人.zone, 弓兵.zone",
    )
    assert r.outcome["state"] == {
        "騎士.zone": "A.dustbox",
        "巨人.zone": "B.dustbox",
        "弓兵.zone": "B.field",
    }


def test_orientation_and_dp_filters_tap_and_untap() -> None:
    r = _run(
        "相手がコントロールしているアンタップ状態のキャラクターをすべてタップする。",
        "兵.state, 弓兵.state, 巨人.state, 騎士.state",
    )
    assert r.outcome["state"] == {
        "兵.state": "rest",
        "弓兵.state": "rest",
        "巨人.state": "rest",
        "騎士.state": "stand",
    }
    r = _run(
        "相手がコントロールしているDP4以上のキャラクターをすべてタップする。",
        "兵.state, 巨人.state",
    )
    assert r.outcome["state"] == {"兵.state": "stand", "巨人.state": "rest"}
    r = _run(
        "あなたがコントロールしているタップ状態のキャラクターをすべてアンタップする。",
        "巫女.state, 弓兵.state",
    )
    assert r.outcome["state"] == {"巫女.state": "stand", "弓兵.state": "rest"}


def test_gender_and_state_with_other() -> None:
    text = "あなたがコントロールしている女性キャラクターをすべてアンタップする。"
    r = _run(text, "巫女.state")
    assert r.outcome["state"] == {"巫女.state": "stand"}


def test_one_item_you_control_returns_to_the_hand() -> None:
    r = _run(
        "あなたがコントロールしているアイテムカード1枚をオーナーの手札に戻す。",
        "盾.zone, 司書.zone",
    )
    assert r.outcome["state"] == {"盾.zone": "A.hand", "司書.zone": "A.field"}


def test_an_ap_not_given_is_taken_not_to_match_and_said() -> None:
    board = _FIELD.replace(
        "{{name: 巨人, type: character, ap: 4, dp: 5}}", "{{name: 巨人, type: character}}"
    )
    r = co_run(
        board.format(
            text="相手がコントロールしているAP2以下のキャラクターをすべてクラッシュする。",
            ask="巨人.zone, 兵.zone",
        )
    )
    assert r.outcome["state"] == {"巨人.zone": "B.field", "兵.zone": "B.dustbox"}
    assert any("巨人" in w.ja and w.kind == "assumption" for w in r.main.warnings)


@pytest.mark.parametrize(
    ("text", "drawn"),
    [
        (
            "あなたがコントロールしているナビゲーターがいるなら、あなたは山札からカードを1枚引く。",
            1,
        ),
        ("相手がコントロールしているナビゲーターがいるなら、あなたは山札からカードを1枚引く。", 0),
        (
            "相手がコントロールしているアンタップ状態のキャラクターが2体以上いるなら、"
            "あなたは山札からカードを1枚引く。",
            1,
        ),
        (
            "敵デュエルマスターがコントロールしているアンタップ状態のキャラクターが3体以上いるなら、"
            "あなたは山札からカードを1枚引く。",
            0,
        ),
        (
            "あなたがコントロールしているタップ状態の女性キャラクターが1体以上いるなら、"
            "あなたは山札からカードを1枚引く。",
            1,
        ),
    ],
)
def test_a_count_of_described_cards_as_a_condition(text: str, drawn: int) -> None:
    r = _run(text, "A.deck")
    assert r.outcome["state"] == {"A.deck": 10 - drawn}


@pytest.mark.parametrize(
    "text",
    [
        # two, not one or all: no such choice is read
        "相手がコントロールしているAP2以下のキャラクター2体をクラッシュする。",
        # neither all nor a count: which are meant is not said
        "相手がコントロールしているAP2以下のキャラクターにダメージを1点与える。",
        # a step no described group is read for
        "相手がコントロールしているアンタップ状態のキャラクターをすべてブレイクする。",
    ],
)
def test_described_groups_with_other_steps_or_counts_stay_refused(text: str) -> None:
    ab = co_ability(text, "spell")
    assert not ab.supported
