"""「…はディフェンス宣言 / アタック宣言を行うことができない」 (round 38, issue 12): refusing an
act's declaration, which begins the act (3.4.5.2, 3.4.5.3), refuses the act — the same program
as 「…はディフェンス / アタックを行うことができない」."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability


@pytest.mark.parametrize("act", ["ディフェンス", "アタック"])
def test_the_declaration_refused_is_the_act_refused(act: str) -> None:
    plain = co_ability(f"『X』は{act}を行うことができない。")
    declared = co_ability(f"『X』は{act}宣言を行うことができない。")
    assert plain.supported and declared.supported, declared.reason
    assert declared.program == plain.program
    assert declared.program.keyword == ("no_defend" if act == "ディフェンス" else "no_attack")


def test_a_target_refused_its_attack_declaration_for_a_time() -> None:
    # round 25 kept this refused as 「an act that is not a battle act」; the declaration begins the
    # attack (3.4.5.2), so refusing it refuses the attack, for the time printed
    plain = co_ability("ターン終了時まで、対象のキャラクター1体はアタックを行えない。", "event")
    declared = co_ability(
        "ターン終了時まで、対象のキャラクター1体はアタック宣言を行えない。", "event"
    )
    assert declared.supported and declared.program == plain.program
