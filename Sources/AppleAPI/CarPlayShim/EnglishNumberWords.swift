// SPDX-License-Identifier: Apache-2.0

#if !canImport(Darwin)
    /// Whole numbers in English words ("forty-one", "one hundred twelve"), for the formatters' `.spellOut` style.
    /// - Note: Ours.
    enum EnglishNumberWords {
        static func spell(_ n: Int) -> String {
            if n < 0 { return "minus " + spell(n == Int.min ? Int.max : -n) }
            let small = [
                "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
                "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"
            ]
            let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
            if n < 20 { return small[n] }
            if n < 100 { return tens[n / 10] + (n % 10 == 0 ? "" : "-" + small[n % 10]) }
            if n < 1000 { return small[n / 100] + " hundred" + (n % 100 == 0 ? "" : " " + spell(n % 100)) }
            if n < 1_000_000 { return spell(n / 1000) + " thousand" + (n % 1000 == 0 ? "" : " " + spell(n % 1000)) }
            if n < 1_000_000_000 { return spell(n / 1_000_000) + " million" + (n % 1_000_000 == 0 ? "" : " " + spell(n % 1_000_000)) }
            return spell(n / 1_000_000_000) + " billion" + (n % 1_000_000_000 == 0 ? "" : " " + spell(n % 1_000_000_000))
        }
    }
#endif
