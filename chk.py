import sys
import ruling.games.vg
from ruling.abilities import _abilities
for t in sys.argv[1:]:
    for a in _abilities('vg', t, None):
        print(a.supported, a.reason, a.program.steps if a.program else None)
