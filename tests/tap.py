# tap.py: TAP output for the Python test scripts beside it
#
# SPDX-License-Identifier: GPL-3.0-or-later


class Tap:
    def __init__(self):
        self.n = 0
        self.failed = False

    def ok(self, passed, name, details=()):
        self.n += 1
        print(f"{'ok' if passed else 'not ok'} {self.n} - {name}")
        if not passed:
            for line in details:
                print(f"# {line}")
            self.failed = True
        return passed

    def skip(self, name, reason):
        self.n += 1
        print(f"ok {self.n} - {name} # SKIP {reason}")

    def done(self):
        print(f"1..{self.n}")
        return 1 if self.failed else 0
