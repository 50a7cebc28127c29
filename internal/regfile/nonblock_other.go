//go:build !unix

package regfile

// nonBlock is no flag where the system has no non-blocking open.
const nonBlock = 0
