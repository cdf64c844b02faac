"""Print the agreement rate of the official-rulings suite at the end of the run."""

from __future__ import annotations

from typing import Any

_RESULTS: dict[str, str] = {}


def pytest_runtest_logreport(report: Any) -> None:
    if report.when != "call" or "test_qa_ruling[" not in report.nodeid:
        return
    agreed = report.passed and not hasattr(report, "wasxfail")
    xpassed = report.failed and "XPASS" in str(getattr(report, "longrepr", ""))
    _RESULTS[report.nodeid] = "agree" if agreed or xpassed else "disagree"


def pytest_terminal_summary(terminalreporter: Any) -> None:
    if not _RESULTS:
        return
    n = len(_RESULTS)
    ok = sum(1 for v in _RESULTS.values() if v == "agree")
    terminalreporter.write_sep("-", "official rulings (tests/qa)")
    terminalreporter.write_line(
        f"agreement: {ok}/{n} = {100 * ok / n:.1f}% (python -m tests.qa.report for the reasons)"
    )
